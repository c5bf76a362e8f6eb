import type { z } from 'zod';
import type * as contract from '@contract/candidates';
import { CANDIDATE_STATUS_LABELS, EDITABLE_STATUSES } from '@contract/candidates.meta';
import { ERROR_CODES } from '@contract/http';
import type { AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { announceStaffChange } from '../notifications';
import {
  checkIdentity,
  checkResume,
  cutoffOf,
  duplicate,
  manager,
  orderOpen,
  ownershipRefusal,
  visibleCandidate,
  type CandidateCtx,
} from './context';
import * as repo from './repo';
import { asStatus, candidateNotFound, personKeyOf, refusePastInterview, typedFields } from './rules';

/* Submitting a person to an order, checking whether it would be accepted, and correcting what was typed. */

/**
 * Submits a person to an order. The candidate row (unique per order and person) and the claim on the task
 * (one row per task and person, taken over only by the same supplier or after the window) are written in
 * one transaction: whichever refuses, nothing is kept.
 */
export async function addCandidate(
  ctx: CandidateCtx,
  body: z.output<typeof contract.addCandidate.request>,
  auth: AuthContext,
): Promise<{ candidateId: string }> {
  const { db, clock } = ctx;
  const supplier = manager(auth);
  const order = await ctx.orders.findVisible(auth, supplier, body.orderId);
  orderOpen(order);
  const now = clock();
  const { birthDate } = checkIdentity(now, body);
  await checkResume(ctx, auth, body.resumeFileId);
  refusePastInterview(body.expectedInterviewTime, now);
  const personKey = personKeyOf(body.idNumber, body.mobile);
  const candidateId = await db.transaction().execute(async (trx) => {
    const id = await repo.insertCandidate(trx, {
      orderId: order.id,
      taskId: order.taskId,
      supplierId: supplier.id,
      ...typedFields(body, personKey, birthDate),
      submittedBy: auth.userId,
      now,
    });
    if (id === null) throw duplicate();
    const claimed = await repo.claimPerson(trx, {
      taskId: order.taskId,
      personKey,
      supplierId: supplier.id,
      candidateId: id,
      now,
      cutoff: cutoffOf(now),
    });
    if (!claimed) throw await ownershipRefusal(trx, order.taskId, personKey);
    await repo.insertLog(trx, {
      candidateId: id,
      supplierId: supplier.id,
      from: null,
      to: 'submitted',
      reason: null,
      actorUserId: auth.userId,
      actorLabel: auth.userName,
      now,
    });
    if (body.resumeFileId !== undefined)
      await ctx.resumeUsed?.(trx, { supplierId: supplier.id, fileId: body.resumeFileId, candidateId: id, now });
    return id;
  });
  await announceStaffChange(db, supplier.id);
  return { candidateId: String(candidateId) };
}

/** Whether `addCandidate` would accept this person now, and why not. Another supplier's order is still "not found". */
export async function checkCandidate(
  ctx: CandidateCtx,
  body: z.output<typeof contract.checkCandidate.request>,
  auth: AuthContext,
): Promise<{ ok: boolean; reason?: string; code?: string }> {
  const { db, clock } = ctx;
  const supplier = manager(auth);
  const order = await ctx.orders.findVisible(auth, supplier, body.orderId);
  try {
    orderOpen(order);
    checkIdentity(clock(), body);
    await checkResume(ctx, auth, body.resumeFileId);
    refusePastInterview(body.expectedInterviewTime, clock());
    const personKey = personKeyOf(body.idNumber, body.mobile);
    if (await repo.existsOnOrder(db, order.id, personKey)) throw duplicate();
    const claim = await repo.findClaim(db, order.taskId, personKey);
    if (claim && claim.supplier_id !== supplier.id && claim.claimed_at > cutoffOf(clock()))
      throw await ownershipRefusal(db, order.taskId, personKey);
    return { ok: true };
  } catch (err) {
    if (err instanceof BusinessError) return { ok: false, reason: err.message, code: err.code };
    throw err;
  }
}

/** Changes what was typed, only while `submitted`; a new ID number is claimed like a new submission. */
export async function updateCandidate(
  ctx: CandidateCtx,
  body: z.output<typeof contract.updateCandidate.request>,
  auth: AuthContext,
): Promise<{ candidateId: string }> {
  const { db, clock } = ctx;
  const supplier = manager(auth);
  const { row } = await visibleCandidate(ctx, auth, supplier, body.candidateId);
  const now = clock();
  const { birthDate } = checkIdentity(now, body);
  await checkResume(ctx, auth, body.resumeFileId);
  refusePastInterview(body.expectedInterviewTime, now, row.expected_interview_time);
  const personKey = personKeyOf(body.idNumber, body.mobile);
  await db.transaction().execute(async (trx) => {
    const locked = await repo.lockCandidate(trx, row.id, supplier.id);
    if (!locked) throw candidateNotFound();
    if (!EDITABLE_STATUSES.includes(asStatus(locked.status))) {
      throw new BusinessError(
        ERROR_CODES.conflict,
        `候选人当前状态为「${CANDIDATE_STATUS_LABELS[asStatus(locked.status)]}」，只有已推荐的候选人可以修改`,
      );
    }
    if (personKey !== locked.person_key) {
      if (await repo.existsOnOrder(trx, locked.order_id, personKey, locked.id)) throw duplicate();
      const claimed = await repo.claimPerson(trx, {
        taskId: locked.task_id,
        personKey,
        supplierId: supplier.id,
        candidateId: locked.id,
        now,
        cutoff: cutoffOf(now),
      });
      if (!claimed) throw await ownershipRefusal(trx, locked.task_id, personKey);
      await repo.releaseClaim(trx, locked.task_id, locked.person_key, locked.id);
    }
    try {
      await repo.updateFields(trx, locked.id, {
        ...typedFields(body, personKey, birthDate),
        now,
      });
    } catch (err) {
      // A concurrent add of the same person to this order won the unique index.
      if ((err as { code?: string }).code === '23505') throw duplicate();
      throw err;
    }
  });
  return { candidateId: String(row.id) };
}

import type { z } from 'zod';
import type * as contract from '@contract/candidates';
import { CANDIDATE_MANAGE_PERMISSION, OWNERSHIP_ERROR_CODE, OWNERSHIP_WINDOW_DAYS } from '@contract/candidates.meta';
import { ERROR_CODES } from '@contract/http';
import { chinaDate, parseIdNumber } from '@contract/id-number';
import type { Db } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import type { Clock } from '../../lib/clock';
import { announceStaffChange } from '../notifications';
import { type OrderService } from '../orders';
import { requirePermission } from '../../http/auth';
import * as repo from './repo';
import { DUPLICATE_ON_ORDER_MESSAGE, ownershipMessage, isPastInterview, PAST_INTERVIEW_MESSAGE, personKeyOf } from './rules';

type Fields = Omit<z.output<typeof contract.addCandidate.request>, 'orderId'>;

/** One row of a batch, already checked for shape and for agreement of ID number, sex and age. */
export interface BatchCandidate {
  /** Where it came from (a spreadsheet row number), echoed in refusals. */
  row: number;
  fields: Fields;
}

export interface BatchRefusal {
  row: number;
  field: 'idNumber' | 'expectedInterviewTime';
  message: string;
}

class Rollback extends Error {}

/**
 * `all-or-none`: any refusal keeps nothing. `valid-only`: the rows not refused are kept (a spreadsheet imported
 * with skipInvalid). `check-only`: every row is tried and nothing is kept — the refusals a real run would give,
 * when the caller already knows it will not import (other rows of the file are malformed).
 */
export type BatchMode = 'all-or-none' | 'valid-only' | 'check-only';

/**
 * Submits many people to one order in one transaction with the rules of `add`: the order must be the
 * caller's and ongoing, nobody twice on the order, and the ownership claim on the task (E000701's rule)
 * for each. Every row is tried so every refusal is reported; if any row is refused, nothing is kept.
 */
export function createBatchAdd({ db, clock, orders }: { db: Db; clock: Clock; orders: OrderService }) {
  return async function addMany(
    auth: AuthContext,
    orderIdText: string,
    rows: BatchCandidate[],
    mode: BatchMode = 'all-or-none',
  ): Promise<{ candidateIds: string[]; refusals: BatchRefusal[] }> {
    const supplier = requirePermission(auth, CANDIDATE_MANAGE_PERMISSION, '候选人管理');
    const order = await orders.findVisible(auth, supplier, orderIdText);
    if (order.status !== 'ongoing') throw new BusinessError(ERROR_CODES.conflict, '订单已结束，不能再推荐候选人');
    const now = clock();
    const cutoff = new Date(now.getTime() - OWNERSHIP_WINDOW_DAYS * 24 * 3600_000);
    const refusals: BatchRefusal[] = [];
    const candidateIds: string[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const { row, fields } of rows) {
          const parsed = parseIdNumber(fields.idNumber, chinaDate(now));
          if (!parsed.ok) {
            refusals.push({ row, field: 'idNumber', message: parsed.reason });
            continue;
          }
          if (isPastInterview(fields.expectedInterviewTime, now)) {
            refusals.push({ row, field: 'expectedInterviewTime', message: PAST_INTERVIEW_MESSAGE(now) });
            continue;
          }
          const personKey = personKeyOf(fields.idNumber, fields.mobile);
          const id = await repo.insertCandidate(trx, {
            orderId: order.id,
            taskId: order.taskId,
            supplierId: supplier.id,
            name: fields.name,
            mobile: fields.mobile,
            idNumber: fields.idNumber,
            personKey,
            sex: fields.sex,
            age: fields.age,
            birthDate: parsed.birthDate,
            degree: fields.degree,
            expectedInterviewTime: fields.expectedInterviewTime ? new Date(fields.expectedInterviewTime) : null,
            remark: fields.remark || null,
            resumeFileId: null,
            submittedBy: auth.userId,
            now,
          });
          if (id === null) {
            refusals.push({ row, field: 'idNumber', message: DUPLICATE_ON_ORDER_MESSAGE });
            continue;
          }
          if (!(await repo.claimPerson(trx, { taskId: order.taskId, personKey, supplierId: supplier.id, candidateId: id, now, cutoff }))) {
            const claim = await repo.findClaim(trx, order.taskId, personKey);
            refusals.push({ row, field: 'idNumber', message: `${ownershipMessage(claim?.claimed_at)}（${OWNERSHIP_ERROR_CODE}）` });
            // Kept rows go on: this one's candidate row must not stay without its claim.
            if (mode === 'valid-only') await repo.deleteUnclaimedCandidate(trx, id);
            continue;
          }
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
          candidateIds.push(String(id));
        }
        if (mode === 'check-only' || (mode === 'all-or-none' && refusals.length)) throw new Rollback();
      });
    } catch (err) {
      if (!(err instanceof Rollback)) throw err;
      return { candidateIds: [], refusals };
    }
    if (candidateIds.length) await announceStaffChange(db, supplier.id);
    return { candidateIds, refusals };
  };
}

export type BatchAdd = ReturnType<typeof createBatchAdd>;

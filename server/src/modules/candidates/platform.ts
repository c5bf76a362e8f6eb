import type { z } from 'zod';
import { CANDIDATE_STATUS_LABELS, CANDIDATE_TRANSITIONS, type CandidateStatus } from '@contract/candidates.meta';
import { PLATFORM_CANDIDATE_MOVE_LABELS, PLATFORM_CANDIDATE_MOVES } from '@contract/platform/orders.meta';
import type * as contract from '@contract/platform/orders';
import type { Ctx } from '../../ctx';
import { parseId } from '../../lib/ids';
import { isoTime } from '../../lib/time';
import { orderIdsOfTask, platformOrderOf } from '../orders';
import { recordStaffAction, type StaffAuth } from '../staff';
import { suppliersByIds } from '../suppliers';
import { moveCandidateStatus, PLATFORM_ACTOR } from './pipeline';
import * as repo from './platform-repo';
import { asStatus, candidateNotFound, degreeLabel, sexLabel } from './rules';
import { emptyCounts } from './summary';

type ListInput = z.output<typeof contract.platformCandidateList.request>;
type ListOutput = z.input<typeof contract.platformCandidateList.response>;

/** An id from the request that cannot exist matches nothing, like an unknown one. */
const idOrNone = (text: string | undefined) => (text === undefined ? undefined : (parseId(text) ?? -1));

const movesFrom = (status: CandidateStatus): CandidateStatus[] =>
  CANDIDATE_TRANSITIONS[status].filter((s) => (PLATFORM_CANDIDATE_MOVES as readonly string[]).includes(s));

/** The counts per status: the tallies of the order, or of the task's orders (an order of another task counts nothing). */
async function countsOf(db: Ctx['db'], filter: { orderId?: number; taskId?: number }) {
  let orderIds: number[];
  if (filter.orderId !== undefined) {
    const order = await platformOrderOf(db, filter.orderId);
    orderIds = order && (filter.taskId === undefined || order.task_id === filter.taskId) ? [order.id] : [];
  } else orderIds = await orderIdsOfTask(db, filter.taskId!);
  const counts = emptyCounts();
  for (const r of await repo.tallyOfOrders(db, orderIds)) {
    counts[asStatus(r.status)] += Number(r.n);
    counts.all += Number(r.n);
  }
  return counts;
}

/** 订单与候选人: an order's or a task's candidates by status, with the counts per status and the moves open to staff. */
export async function platformCandidateList(ctx: Ctx, q: ListInput, _auth: StaffAuth): Promise<ListOutput> {
  const { db } = ctx;
  const { pageNum, pageSize } = q;
  const filter = { orderId: idOrNone(q.orderId), taskId: idOrNone(q.taskId), status: q.status };
  const offset = (pageNum - 1) * pageSize;
  // The counts and the page need nothing of each other: asked together, on two connections.
  const [counts, rows] = await Promise.all([countsOf(db, filter), repo.pagePlatformCandidates(db, filter, { offset, limit: pageSize })]);
  const total = q.status === undefined ? counts.all : counts[q.status];
  if (offset >= total) return { list: [], total, pageNum, pageSize, counts };
  const suppliers = await suppliersByIds(
    db,
    rows.map((r) => r.supplier_id),
  );
  const list = rows.map((r) => {
    const status = asStatus(r.status);
    return {
      candidateId: String(r.id),
      orderId: String(r.order_id),
      taskId: String(r.task_id),
      supplierId: String(r.supplier_id),
      supplierName: suppliers.get(r.supplier_id)?.name ?? '',
      name: r.name,
      mobile: r.mobile,
      sexLabel: sexLabel(r.sex),
      age: r.age,
      degreeLabel: degreeLabel(r.degree),
      status,
      statusLabel: CANDIDATE_STATUS_LABELS[status],
      rejectReason: r.reject_reason,
      expectedInterviewTime: r.expected_interview_time ? isoTime(r.expected_interview_time) : null,
      submittedAt: isoTime(r.created_at),
      statusChangedAt: isoTime(r.status_changed_at),
      moves: movesFrom(status),
    };
  });
  return { list, total, pageNum, pageSize, counts };
}

/**
 * 初筛通过 / 安排面试 / 已入职 / 不合适 / 已离职: the same move as ops `candidate-status` (its rules, row lock, notices and
 * webhooks), refused as stale when the candidate is no longer where the caller saw it; the staff action is
 * recorded in the move's transaction.
 */
export async function platformCandidateMove(
  ctx: Ctx,
  input: z.output<typeof contract.platformCandidateMove.request>,
  auth: StaffAuth,
): Promise<z.input<typeof contract.platformCandidateMove.response>> {
  const id = parseId(input.candidateId);
  if (id === null) throw candidateNotFound();
  const details = {
    interviewAt: input.to === 'interviewed' ? new Date(input.interviewAt) : null,
    interviewPlace: input.to === 'interviewed' ? input.interviewPlace : null,
    hiredOn: input.to === 'hired' ? input.hiredOn : null,
  };
  const reason = input.to === 'rejected' ? input.reason : null;
  return moveCandidateStatus(ctx, id, input.to, reason, PLATFORM_ACTOR, {
    details,
    expectedFrom: input.from,
    within: (trx, moved) =>
      recordStaffAction(
        ctx,
        auth,
        {
          action: 'candidate.move',
          targetType: 'candidate',
          targetId: moved.candidateId,
          summary: `候选人 ${moved.candidateId}：${PLATFORM_CANDIDATE_MOVE_LABELS[input.to]}（${CANDIDATE_STATUS_LABELS[moved.from]} → ${CANDIDATE_STATUS_LABELS[moved.to]}）${reason ? `，原因：${reason}` : ''}${moved.note ? `，${moved.note}` : ''}`,
        },
        trx,
      ),
  });
}

import { CANDIDATE_MANAGE_PERMISSION, HIRED_STATUSES, type CandidateStatus } from '@contract/candidates.meta';
import type * as contract from '@contract/orders';
import type { Ctx } from '../../ctx';
import { requirePermission, type AuthContext } from '../../http/auth';
import { hiredPerPerson, rewardTotals } from '../candidates';
import { billedCandidateIds, billTotalsByTask } from './commission-repo';

type TaskCommission = contract.Commission['byTask'][number];

/**
 * The supplier's commission (`my_commission`), integer fen, over the orders the caller sees:
 * - earned: the totals of its paid bills;
 * - pending: the totals of its unpaid live bills (pending, disputed, confirmed, failed; a superseded bill is
 *   replaced by its correction), plus the task's reward for each hire on a per-person task that is on no live
 *   bill yet (hires on tasks paid by the hour, day, month or piece are owed only once a bill counts their work).
 */
export async function myCommission(ctx: Pick<Ctx, 'db' | 'orders'>, _input: unknown, auth: AuthContext): Promise<contract.Commission> {
  const { db } = ctx;
  const supplier = requirePermission(auth, CANDIDATE_MANAGE_PERMISSION, '候选人管理');
  const scope = { supplierId: supplier.id, orderIds: await ctx.orders.visibleOrderIds(auth, supplier) };
  const [rows, bills, perPerson] = await Promise.all([rewardTotals(db, scope), billTotalsByTask(db, scope), hiredPerPerson(db, scope)]);
  const billed = await billedCandidateIds(
    db,
    supplier.id,
    perPerson.map((c) => c.id),
  );

  const byTask = new Map<number, TaskCommission>();
  const taskOf = (taskId: number) => {
    let t = byTask.get(taskId);
    if (!t)
      byTask.set(taskId, (t = { taskId: String(taskId), taskTitle: '', rewardAmount: 0, hiredCount: 0, earnedFen: 0, pendingFen: 0 }));
    return t;
  };
  let hiredCount = 0;
  let pendingCount = 0;
  for (const r of rows) {
    const n = Number(r.n);
    const t = taskOf(r.task_id);
    t.taskTitle = r.title;
    t.rewardAmount = r.reward_amount;
    if (HIRED_STATUSES.includes(r.status as CandidateStatus)) {
      t.hiredCount += n;
      hiredCount += n;
    } else if (r.status !== 'rejected') pendingCount += n;
  }
  let paidBillCount = 0;
  let unpaidBillCount = 0;
  for (const b of bills) {
    const t = taskOf(b.taskId);
    if (b.paid) {
      t.earnedFen += b.fen;
      paidBillCount += b.bills;
    } else {
      t.pendingFen += b.fen;
      unpaidBillCount += b.bills;
    }
  }
  let unbilledHiredCount = 0;
  for (const c of perPerson) {
    if (billed.has(c.id)) continue;
    taskOf(c.task_id).pendingFen += c.reward_amount;
    unbilledHiredCount += 1;
  }
  // Tasks with nothing owed and nobody hired are left out.
  const list = [...byTask.values()].filter((t) => t.earnedFen > 0 || t.pendingFen > 0 || t.hiredCount > 0);
  return {
    earnedFen: list.reduce((s, t) => s + t.earnedFen, 0),
    pendingFen: list.reduce((s, t) => s + t.pendingFen, 0),
    hiredCount,
    pendingCount,
    paidBillCount,
    unpaidBillCount,
    unbilledHiredCount,
    byTask: list,
  };
}

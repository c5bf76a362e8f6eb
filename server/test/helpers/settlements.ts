import * as candidates from '@contract/candidates';
import type { NewTask } from '../../src/modules/tasks/schema';
import { runCommand } from '../../src/ops/runner';
import { orderFor, person } from './candidates';
import type { Member } from './tasks';
import type { TestApp } from './test-app';

/** An order of the member with `n` candidates moved to hired by the platform. */
export async function hiredOrder(
  t: TestApp,
  member: Member,
  n: number,
  task: Partial<NewTask> = {},
): Promise<{ taskId: number; orderId: string; candidateIds: string[] }> {
  const { taskId, orderId } = await orderFor(t, member, task);
  const candidateIds: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await t.call(candidates.addCandidate, { orderId, ...person(t) }, { token: member.token });
    if (!res.body.flag) throw new Error(`add failed: ${res.body.errorMsg}`);
    const id = res.body.data.candidateId;
    for (const to of ['screened', 'interviewed', 'hired']) {
      const moved = await runCommand('candidate-status', { candidate: id, to }, t.ctx);
      if (!moved.ok) throw new Error(`move failed: ${moved.error}`);
    }
    candidateIds.push(id);
  }
  return { taskId, orderId, candidateIds };
}

/** Attendance rows: `hours` (may be fractional) and `pieces` on each day. */
export async function attend(t: TestApp, orderId: string, candidateId: string, days: string[], hours = 8, pieces = 0): Promise<void> {
  await t.db
    .insertInto('attendance')
    .values(
      days.map((day) => ({
        order_id: Number(orderId),
        candidate_id: Number(candidateId),
        day,
        hours_centi: Math.round(hours * 100),
        pieces,
      })),
    )
    .execute();
}

/** `2025-05-01` … `2025-05-n`. */
export const mayDays = (n: number) => Array.from({ length: n }, (_, i) => `2025-05-${String(i + 1).padStart(2, '0')}`);

export const ops = (t: TestApp, name: string, flags: Record<string, string>) => runCommand(name, flags, t.ctx);

/** Issues May 2025 for the order and returns the bill's id (fails the test on a refusal). */
export async function issueMay(t: TestApp, orderId: string, extra: Record<string, string> = {}): Promise<string> {
  const r = await ops(t, 'issue-settlement', { order: orderId, from: '2025-05-01', to: '2025-05-31', ...extra });
  if (!r.ok) throw new Error(`issue failed: ${r.error}`);
  return String(r.data.settlementId);
}

let accountCounter = 0;
/** A bank account of the supplier (the supplier-centre's table); the default one unless told otherwise. */
export async function payoutAccount(t: TestApp, supplierId: number, isDefault = true): Promise<string> {
  accountCounter += 1;
  const now = t.clock();
  const user = await t.db.selectFrom('supplier_member').select('user_id').where('supplier_id', '=', supplierId).executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto('supplier_bank_account')
    .values({
      supplier_id: supplierId,
      bank_code: 'ICBC',
      account_name: `测试供应商账户${accountCounter}`,
      account_number: `62220200000000${String(accountCounter).padStart(5, '0')}`,
      branch_name: '上海分行',
      is_default: isDefault,
      created_by: user.user_id,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** A pending May bill of the member: `n` hired candidates, 8 h on 5 days each at 25.00 yuan per hour. */
export async function pendingBill(
  t: TestApp,
  member: Member,
  n = 1,
): Promise<{ id: string; orderId: string; taskId: number; candidateIds: string[] }> {
  const o = await hiredOrder(t, member, n, { reward_amount: 2500, reward_unit: 'hour' });
  for (const c of o.candidateIds) await attend(t, o.orderId, c, mayDays(5));
  return { id: await issueMay(t, o.orderId), ...o };
}

/** The trigger-kept counters next to a real count of the bills, per supplier and status (they must agree). */
export async function countersAndTruth(t: TestApp): Promise<{ counters: string[]; truth: string[] }> {
  const counters = await t.db.selectFrom('settlement_status_count').select(['supplier_id', 'status', 'n']).where('n', '>', 0).execute();
  const truth = await t.db
    .selectFrom('settlement')
    .select(['supplier_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('deleted_at', 'is', null)
    .groupBy(['supplier_id', 'status'])
    .execute();
  const fmt = (rows: { supplier_id: number; status: string; n: number | string | bigint }[]) =>
    rows.map((r) => `${r.supplier_id}/${r.status}/${Number(r.n)}`).sort();
  return { counters: fmt(counters), truth: fmt(truth) };
}

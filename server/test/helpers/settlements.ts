import * as candidates from '@contract/candidates';
import type { NewTask } from '../../src/db/schema';
import { runCommand } from '../../src/ops/runner';
import { orderFor, person } from './candidates';
import type { Member } from './tasks';
import type { TestApp } from './test-app';

/** An order of the member with `n` candidates moved to hired by the platform. */
export async function hiredOrder(t: TestApp, member: Member, n: number, task: Partial<NewTask> = {}): Promise<{ taskId: number; orderId: string; candidateIds: string[] }> {
  const { taskId, orderId } = await orderFor(t, member, task);
  const candidateIds: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await t.call(candidates.addCandidate, { orderId, ...person(t) }, { token: member.token });
    if (!res.body.flag) throw new Error(`add failed: ${res.body.errorMsg}`);
    const id = res.body.data.candidateId;
    for (const to of ['screened', 'interviewed', 'hired']) {
      const moved = await runCommand('candidate-status', { candidate: id, to }, { db: t.db, clock: t.clock });
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
    .values(days.map((day) => ({ order_id: Number(orderId), candidate_id: Number(candidateId), day, hours_centi: Math.round(hours * 100), pieces })))
    .execute();
}

/** `2025-05-01` … `2025-05-n`. */
export const mayDays = (n: number) => Array.from({ length: n }, (_, i) => `2025-05-${String(i + 1).padStart(2, '0')}`);

export const ops = (t: TestApp, name: string, flags: Record<string, string>) => runCommand(name, flags, { db: t.db, clock: t.clock });

/** Issues May 2025 for the order and returns the bill's id (fails the test on a refusal). */
export async function issueMay(t: TestApp, orderId: string, extra: Record<string, string> = {}): Promise<string> {
  const r = await ops(t, 'issue-settlement', { order: orderId, from: '2025-05-01', to: '2025-05-31', ...extra });
  if (!r.ok) throw new Error(`issue failed: ${r.error}`);
  return String(r.data.settlementId);
}

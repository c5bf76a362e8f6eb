import { sql } from 'kysely';
import { orderFor } from './candidates';
import type { Member } from './tasks';
import type { TestApp } from './test-app';

export interface BillSeed {
  totalFen: number;
  periodFrom: string;
  issuedAt: Date;
  status?: 'pending' | 'disputed';
}

/**
 * Bills written straight into the table (one order of the member, one day each): for the list's
 * sorting and exports, which only read them. Returns their ids in the order given.
 */
export async function seedBills(t: TestApp, member: Member, seeds: BillSeed[], task: { title?: string } = {}): Promise<string[]> {
  const { taskId, orderId } = await orderFor(t, member, { reward_unit: 'hour', reward_amount: 2500, ...task });
  const ids: string[] = [];
  for (const s of seeds) {
    const row = await t.db
      .insertInto('settlement')
      .values({
        supplier_id: member.supplierId,
        order_id: Number(orderId),
        task_id: taskId,
        // One day long; the seeds' days must differ (one live bill per order and period).
        period_from: s.periodFrom,
        period_to: s.periodFrom,
        status: s.status ?? 'pending',
        unit: 'hour',
        unit_price_fen: 2500,
        gross_fen: s.totalFen,
        deduction_fen: 0,
        total_fen: s.totalFen,
        line_count: 1,
        issued_at: s.issuedAt,
        updated_at: s.issuedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(String(row.id));
  }
  return ids;
}

/**
 * `n` pending bills of one order in one statement (the big-list tests): amounts cycle through 7 values and issue
 * times through 13 hours (ties), some a microsecond apart (which a JavaScript Date cannot tell apart).
 */
export async function seedManyBills(t: TestApp, member: Member, n: number): Promise<void> {
  const { taskId, orderId } = await orderFor(t, member, { reward_unit: 'hour', reward_amount: 2500 });
  await sql`
    insert into settlement (supplier_id, order_id, task_id, period_from, period_to, status, unit, unit_price_fen, gross_fen, deduction_fen, total_fen, line_count, issued_at, updated_at)
    select ${member.supplierId}, ${Number(orderId)}, ${taskId},
      to_char(date '2000-01-01' + g, 'YYYY-MM-DD'), to_char(date '2000-01-01' + g, 'YYYY-MM-DD'),
      'pending', 'hour', 2500, (g % 7) * 1000, 0, (g % 7) * 1000, 1,
      timestamptz '2025-01-01 00:00:00+08' + (g % 13) * interval '1 hour' + (g % 3) * interval '1 microsecond', now()
    from generate_series(1, ${n}) as g`.execute(t.db);
}

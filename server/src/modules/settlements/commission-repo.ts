import { sql } from 'kysely';
import type { Executor } from '../../db/schema';
import './schema';

/**
 * What the commission overview (commission.ts, `my_commission`) needs of a supplier's bills: the live bills'
 * totals per task, paid apart from unpaid, and which hired candidates already are on a live bill. Live: neither
 * deleted nor superseded by a corrected bill. `orderIds` null: every order of the supplier (its administrator).
 */
export async function billTotalsByTask(db: Executor, f: { supplierId: number; orderIds: number[] | null }) {
  let q = db
    .selectFrom('settlement')
    .where('supplier_id', '=', f.supplierId)
    .where('deleted_at', 'is', null)
    .where('superseded_at', 'is', null);
  if (f.orderIds !== null) q = q.where('order_id', 'in', f.orderIds.length ? f.orderIds : [-1]);
  const rows = await q
    .select([
      'task_id',
      sql<boolean>`status = 'paid'`.as('paid'),
      (eb) => eb.fn.sum<number>('total_fen').as('fen'),
      (eb) => eb.fn.countAll<number>().as('n'),
    ])
    .groupBy(['task_id', sql`status = 'paid'`])
    .execute();
  return rows.map((r) => ({ taskId: r.task_id, paid: r.paid, fen: Number(r.fen), bills: Number(r.n) }));
}

/** Those of `candidateIds` (the supplier's) that are on a live bill of the supplier. */
export async function billedCandidateIds(db: Executor, supplierId: number, candidateIds: number[]): Promise<Set<number>> {
  if (candidateIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('settlement_line as l')
    .innerJoin('settlement as s', 's.id', 'l.settlement_id')
    .select('l.candidate_id')
    .distinct()
    .where('s.supplier_id', '=', supplierId)
    .where('s.deleted_at', 'is', null)
    .where('s.superseded_at', 'is', null)
    .where('l.candidate_id', 'in', candidateIds)
    .execute();
  return new Set(rows.map((r) => r.candidate_id));
}

import { sql } from 'kysely';
import { HIRED_STATUSES } from '@contract/candidates.meta';
import { SETTLEMENT_VIEW_PERMISSION } from '@contract/settlements.meta';
import type { Executor } from '../../db/schema';
import './schema';

/**
 * The platform's side: reads of the order, its task, its hired candidates and their attendance, and the
 * inserts of a bill. Issuing locks the order's row first, so two bills for one order are decided one after
 * the other (overlap check, then insert), and the unique index backs the exact same period.
 */
export async function lockOrder(trx: Executor, orderId: number) {
  return trx
    .selectFrom('task_order as o')
    .innerJoin('task as t', 't.id', 'o.task_id')
    .select(['o.id', 'o.supplier_id', 'o.task_id', 't.reward_amount', 't.reward_unit', 't.title'])
    .where('o.id', '=', orderId)
    .forUpdate('o')
    .executeTakeFirst();
}

/** A live bill (not superseded) of the order whose period overlaps [from, to]. */
export async function overlappingBill(trx: Executor, orderId: number, from: string, to: string) {
  return trx
    .selectFrom('settlement')
    .select(['id', 'period_from', 'period_to'])
    .where('order_id', '=', orderId)
    .where('superseded_at', 'is', null)
    .where('period_from', '<=', to)
    .where('period_to', '>=', from)
    .orderBy('id')
    .executeTakeFirst();
}

/** Candidates of the order who reached hired (hired, or hired and left since). */
export async function hiredCandidates(trx: Executor, orderId: number) {
  return trx
    .selectFrom('candidate')
    .select(['id', 'name'])
    .where('order_id', '=', orderId)
    .where('status', 'in', [...HIRED_STATUSES])
    .orderBy('id')
    .execute();
}

/** Per candidate of the order: hours (hundredths), days with hours, and pieces within [from, to]. */
export async function attendanceTotals(trx: Executor, orderId: number, from: string, to: string) {
  return trx
    .selectFrom('attendance')
    .select([
      'candidate_id',
      sql<number>`coalesce(sum(hours_centi), 0)`.as('hours_centi'),
      sql<number>`count(*) filter (where hours_centi > 0)`.as('days'),
      sql<number>`coalesce(sum(pieces), 0)`.as('pieces'),
    ])
    .where('order_id', '=', orderId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('candidate_id')
    .execute();
}

/** Candidates of the order whose move into hired happened within [fromInstant, toInstant). */
export async function hiredBetween(trx: Executor, orderId: number, fromInstant: Date, toInstant: Date): Promise<number[]> {
  const rows = await trx
    .selectFrom('candidate_status_log as l')
    .innerJoin('candidate as c', 'c.id', 'l.candidate_id')
    .select('c.id')
    .distinct()
    .where('c.order_id', '=', orderId)
    .where('l.to_status', '=', 'hired')
    .where('l.created_at', '>=', fromInstant)
    .where('l.created_at', '<', toInstant)
    .execute();
  return rows.map((r) => r.id);
}

export interface NewBill {
  supplierId: number;
  orderId: number;
  taskId: number;
  from: string;
  to: string;
  unit: string;
  unitPriceFen: number;
  version: number;
  supersedesId: number | null;
  at: Date;
  lines: { candidateId: number; candidateName: string; quantityCenti: number; grossFen: number; deductionFen: number; deductionReason: string | null; amountFen: number }[];
}

/** The bill and its lines; its sums are the exact sums of the lines. Returns the new id. */
export async function insertBill(trx: Executor, b: NewBill): Promise<number> {
  const gross = b.lines.reduce((s, l) => s + l.grossFen, 0);
  const deduction = b.lines.reduce((s, l) => s + l.deductionFen, 0);
  const row = await trx
    .insertInto('settlement')
    .values({
      supplier_id: b.supplierId,
      order_id: b.orderId,
      task_id: b.taskId,
      period_from: b.from,
      period_to: b.to,
      status: 'pending',
      unit: b.unit,
      unit_price_fen: b.unitPriceFen,
      gross_fen: gross,
      deduction_fen: deduction,
      total_fen: gross - deduction,
      line_count: b.lines.length,
      version: b.version,
      supersedes_id: b.supersedesId,
      issued_at: b.at,
      updated_at: b.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < b.lines.length; i += 500) {
    await trx
      .insertInto('settlement_line')
      .values(
        b.lines.slice(i, i + 500).map((l) => ({
          settlement_id: row.id,
          candidate_id: l.candidateId,
          candidate_name: l.candidateName,
          quantity_centi: l.quantityCenti,
          unit_price_fen: b.unitPriceFen,
          gross_fen: l.grossFen,
          deduction_fen: l.deductionFen,
          deduction_reason: l.deductionReason,
          amount_fen: l.amountFen,
        })),
      )
      .execute();
  }
  return row.id;
}

/** Who hears of a supplier's bills: its members who may see them (settlement:view). */
export async function settlementAudience(trx: Executor, supplierId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('supplier_member')
    .select('user_id')
    .where('supplier_id', '=', supplierId)
    .where(sql<boolean>`${SETTLEMENT_VIEW_PERMISSION} = any(auth_list)`)
    .execute();
  return rows.map((r) => r.user_id);
}

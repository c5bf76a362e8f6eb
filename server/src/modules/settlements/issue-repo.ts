import type { RewardUnit } from '@contract/tasks.meta';
import { sql } from 'kysely';
import { SETTLEMENT_VIEW_PERMISSION } from '@contract/settlements.meta';
import type { Executor } from '../../db/schema';
import { memberIdsWithPermission } from '../members';
import { lockOrderRow } from '../orders';
import { taskTerms } from '../tasks';
import './schema';

/**
 * The platform's side: the order, its task and its hired candidates (read through their modules), the
 * attendance, and the inserts of a bill. Issuing locks the order's row first, so two bills for one order are
 * decided one after the other (overlap check, then insert), and the unique index backs the exact same period.
 */

/** The order (locked: bills of one order are issued one after the other) with its task's title and reward. */
export async function lockOrder(trx: Executor, orderId: number) {
  const order = await lockOrderRow(trx, orderId);
  const terms = order && (await taskTerms(trx, [order.task_id])).get(order.task_id);
  if (!order || !terms) return undefined;
  return { ...order, reward_amount: terms.reward_amount, reward_unit: terms.reward_unit, title: terms.title };
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

export { hiredBetween, hiredCandidates } from '../candidates';

export interface NewBill {
  supplierId: number;
  orderId: number;
  taskId: number;
  from: string;
  to: string;
  unit: RewardUnit;
  unitPriceFen: number;
  version: number;
  supersedesId: number | null;
  at: Date;
  lines: {
    candidateId: number;
    candidateName: string;
    quantityCenti: number;
    grossFen: number;
    deductionFen: number;
    deductionReason: string | null;
    amountFen: number;
  }[];
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
export function settlementAudience(trx: Executor, supplierId: number): Promise<number[]> {
  return memberIdsWithPermission(trx, supplierId, SETTLEMENT_VIEW_PERMISSION);
}

import type { SettlementCorrection } from '@contract/settlements';
import type { Executor } from '../../db/schema';
import { quantityOf } from './money';
import './schema';

type Figures = NonNullable<SettlementCorrection['changes'][number]['before']>;

async function linesOf(db: Executor, settlementId: number) {
  return db
    .selectFrom('settlement_line')
    .select(['candidate_id', 'candidate_name', 'quantity_centi', 'deduction_fen', 'deduction_reason', 'amount_fen'])
    .where('settlement_id', '=', settlementId)
    .orderBy('candidate_name')
    .orderBy('id')
    .execute();
}

const figuresOf = (l: Awaited<ReturnType<typeof linesOf>>[number]): Figures => ({
  quantity: quantityOf(Number(l.quantity_centi)),
  deduction: Number(l.deduction_fen),
  deductionReason: l.deduction_reason,
  amount: Number(l.amount_fen),
});

const same = (a: Figures, b: Figures) =>
  a.quantity === b.quantity && a.deduction === b.deduction && a.amount === b.amount && a.deductionReason === b.deductionReason;

/**
 * What a corrected bill changed against the bill it replaces (same supplier: both rows belong to it): the old
 * totals and every candidate whose line was added, removed or altered, by name.
 */
export async function correctionOf(
  db: Executor,
  bill: { id: number; supersedes_id: number | null; supplier_id: number },
): Promise<SettlementCorrection | null> {
  if (bill.supersedes_id === null) return null;
  const previous = await db
    .selectFrom('settlement')
    .select(['id', 'version', 'total_fen', 'deduction_fen'])
    .where('id', '=', bill.supersedes_id)
    .where('supplier_id', '=', bill.supplier_id)
    .executeTakeFirst();
  if (!previous) return null;
  const [before, after] = await Promise.all([linesOf(db, previous.id), linesOf(db, bill.id)]);
  const old = new Map(before.map((l) => [l.candidate_id, l]));
  const changes: SettlementCorrection['changes'] = [];
  for (const l of after) {
    const o = old.get(l.candidate_id);
    old.delete(l.candidate_id);
    const now = figuresOf(l);
    if (o && same(figuresOf(o), now)) continue;
    changes.push({ candidateId: String(l.candidate_id), candidateName: l.candidate_name, before: o ? figuresOf(o) : null, after: now });
  }
  for (const o of old.values())
    changes.push({ candidateId: String(o.candidate_id), candidateName: o.candidate_name, before: figuresOf(o), after: null });
  return {
    previousSettlementId: String(previous.id),
    previousVersion: previous.version,
    previousTotal: Number(previous.total_fen),
    previousDeduction: Number(previous.deduction_fen),
    changes,
  };
}

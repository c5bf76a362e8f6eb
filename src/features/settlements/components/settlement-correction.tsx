import type { SettlementCorrection as Correction } from '@contract/settlements';
import { LightAlert } from '@/components/light/alert';
import { quantityOf, yuan } from '../format';

type Figures = NonNullable<Correction['changes'][number]['before']>;

/** 「数量 40 → 44 小时；金额 ¥800.00 → ¥880.00」: only what differs between the two lines. */
function changeText(before: Figures | null, after: Figures | null, unitLabel: string): string {
  if (!before && after) return `新增：${quantityOf(after.quantity)} ${unitLabel}，金额 ${yuan(after.amount)}`;
  if (before && !after) return `移除：原 ${quantityOf(before.quantity)} ${unitLabel}，金额 ${yuan(before.amount)}`;
  if (!before || !after) return '';
  const parts: string[] = [];
  if (before.quantity !== after.quantity) parts.push(`数量 ${quantityOf(before.quantity)} → ${quantityOf(after.quantity)} ${unitLabel}`);
  if (before.deduction !== after.deduction) parts.push(`扣款 ${yuan(before.deduction)} → ${yuan(after.deduction)}`);
  if (before.deductionReason !== after.deductionReason) parts.push(`扣款原因：${after.deductionReason ?? '无'}`);
  if (before.amount !== after.amount) parts.push(`金额 ${yuan(before.amount)} → ${yuan(after.amount)}`);
  return parts.join('；');
}

/** A corrected bill against the one it replaces: the totals, then each candidate whose line changed. */
export function SettlementCorrection({
  correction,
  totalAmount,
  unitLabel,
}: {
  correction: Correction;
  totalAmount: number;
  unitLabel: string;
}) {
  const title = `本账单更正了结算单 ${correction.previousSettlementId}（第 ${correction.previousVersion} 版）：结算金额 ${yuan(correction.previousTotal)} → ${yuan(totalAmount)}`;
  return (
    <LightAlert
      type="info"
      showIcon
      message={title}
      description={
        correction.changes.length === 0 ? (
          '各人员明细未变化'
        ) : (
          <ul className="settlement-correction" aria-label="更正内容">
            {correction.changes.map((c) => (
              <li key={c.candidateId}>
                <strong>{c.candidateName}</strong>：{changeText(c.before, c.after, unitLabel)}
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}

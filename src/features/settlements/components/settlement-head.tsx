import type { SettlementDetail } from '@contract/settlements';
import { LightAlert } from '@/components/light/alert';
import { LightDescriptions } from '@/components/light/descriptions';
import { LightSpace } from '@/components/light/space';
import { LightTag } from '@/components/light/tag';
import { fenToYuanFixed } from '@/lib/money';
import { Link } from 'react-router-dom';
import { href } from '@/config/paths';
import { SETTLEMENT_STATUS_COLORS, periodOf, settlementStatusText, timeOf, yuan } from '../format';
import { SettlementCorrection } from './settlement-correction';

/** Another bill's page; the path's status is where the user came from (the page reads the bill's own). */
const billHref = (from: SettlementDetail['status'], settlementId: string) => href('checkSettlementList', { status: from, settlementId });

/** 「元/小时」 → 「小时」: the quantity's unit. */
const unitOf = (priceLabel: string) => priceLabel.replace(/^元\//, '');

const payeeText = (payee: SettlementDetail['payee']) =>
  payee ? `${payee.accountName} · ${payee.bankName} · ${payee.accountNumber}` : '未指定（确认时选择）';

/** The bill's head: who, what, when, how much, to which account, and any reason on it. */
export function SettlementHead({ bill }: { bill: SettlementDetail }) {
  const items = [
    { key: 'id', label: '结算单号', children: bill.version > 1 ? `${bill.settlementId}（第 ${bill.version} 版）` : bill.settlementId },
    {
      key: 'status',
      label: '状态',
      children: <LightTag color={SETTLEMENT_STATUS_COLORS[bill.status]}>{settlementStatusText(bill)}</LightTag>,
    },
    { key: 'order', label: '订单编号', children: bill.order.orderId },
    { key: 'task', label: '任务', children: `${bill.task.title}（${bill.task.companyName}）` },
    { key: 'reward', label: '单价', children: `${fenToYuanFixed(bill.task.rewardAmount)} ${bill.task.rewardUnitLabel}` },
    { key: 'period', label: '结算周期', children: periodOf(bill) },
    { key: 'gross', label: '应结金额', children: yuan(bill.grossAmount) },
    { key: 'deduction', label: '扣款', children: yuan(bill.deductionAmount) },
    { key: 'total', label: '结算金额', children: <strong>{yuan(bill.totalAmount)}</strong> },
    { key: 'lines', label: '明细数', children: bill.lineCount },
    { key: 'issued', label: '出具时间', children: timeOf(bill.issuedAt) },
    { key: 'payee', label: '收款账户', children: payeeText(bill.payee) },
    ...(bill.paidAt
      ? [
          { key: 'paidAt', label: '付款时间', children: timeOf(bill.paidAt) },
          { key: 'reference', label: '付款流水号', children: bill.paymentReference ?? '平台未提供' },
        ]
      : []),
  ];
  return (
    <LightSpace direction="vertical" size={12} style={{ width: '100%' }}>
      <LightDescriptions column={2} size="small" bordered items={items} />
      {bill.failReason && <LightAlert type="error" showIcon message="付款失败" description={bill.failReason} />}
      {bill.disputeReason && <LightAlert type="warning" showIcon message="异议原因" description={bill.disputeReason} />}
      {bill.platformReply && <LightAlert type="info" showIcon message="平台答复" description={bill.platformReply} />}
      {bill.supersededBy && (
        <LightAlert
          type="info"
          showIcon
          message={
            <>
              该账单已由更正账单 <Link to={billHref(bill.status, bill.supersededBy)}>{bill.supersededBy}</Link> 替代
            </>
          }
        />
      )}
      {bill.correction ? (
        <SettlementCorrection correction={bill.correction} totalAmount={bill.totalAmount} unitLabel={unitOf(bill.task.rewardUnitLabel)} />
      ) : (
        bill.supersedes && (
          <LightAlert
            type="info"
            showIcon
            message={
              <>
                本账单更正了结算单 <Link to={billHref(bill.status, bill.supersedes)}>{bill.supersedes}</Link>
              </>
            }
          />
        )
      )}
    </LightSpace>
  );
}

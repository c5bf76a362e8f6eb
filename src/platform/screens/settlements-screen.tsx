import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LightTabs } from '@/components/light/tabs';
import type { TableColumnsType } from 'antd';
import type { PlatformSettlementSummary } from '@contract/platform/settlements';
import { SETTLEMENT_LIMITS, SETTLEMENT_STATUSES, SETTLEMENT_STATUS_LABELS } from '@contract/settlements.meta';
import type { SettlementStatus } from '@contract/settlements.meta';
import { fenToYuanFixed } from '@/lib/money';
import {
  usePlatformDisputeRejectMutation,
  usePlatformSettlementListQuery,
  usePlatformSettlementPayFailMutation,
  usePlatformSettlementPayMutation,
} from '../api/settlements';
import { CorrectBill, IssueBill } from '../components/bill-dialogs';
import { BILL_COLUMN } from '../components/bill-columns';
import { FIRST_PAGE, PagedTable } from '../components/paged-table';
import { ReasonAction } from '../components/reason-action';
import { consoleNotify } from '../http/notify';
import { useMay } from '../app/use-may';

const isStatus = (value: string | null): value is SettlementStatus => SETTLEMENT_STATUSES.some((s) => s === value);

function Actions({ bill }: { bill: PlatformSettlementSummary }) {
  const may = useMay();
  const [pay] = usePlatformSettlementPayMutation();
  const [fail] = usePlatformSettlementPayFailMutation();
  const [reject] = usePlatformDisputeRejectMutation();
  const { settlementId } = bill;
  const which = `${bill.supplierName}的结算单 ${settlementId}（${fenToYuanFixed(bill.totalAmount)} 元）`;
  return (
    <div className="console-actions">
      {bill.status === 'confirmed' && may('platformSettlementPay') && (
        <ReasonAction
          label="标记已付款"
          small
          primary
          reasonLabel="付款流水号"
          singleLine
          reasonMax={SETTLEMENT_LIMITS.paymentReferenceMax}
          description={`${which}：标记后供应商会看到已付款。`}
          onConfirm={async (paymentReference) => {
            await pay({ settlementId, paymentReference }).unwrap();
            consoleNotify.success('已标记为已付款');
          }}
        />
      )}
      {bill.status === 'confirmed' && may('platformSettlementPayFail') && (
        <ReasonAction
          label="付款失败"
          small
          danger
          reasonLabel="失败原因"
          reasonMax={SETTLEMENT_LIMITS.failReasonMax}
          description={`${which}：供应商会看到失败原因，修改收款账户后重新提交。`}
          onConfirm={async (reason) => {
            await fail({ settlementId, reason }).unwrap();
            consoleNotify.success('已记录付款失败');
          }}
        />
      )}
      {bill.status === 'disputed' && !bill.supersededBy && may('platformDisputeReject') && (
        <ReasonAction
          label="驳回异议"
          small
          danger
          reasonLabel="驳回理由"
          reasonMin={SETTLEMENT_LIMITS.reasonMin}
          reasonMax={SETTLEMENT_LIMITS.reasonMax}
          description={`${which}：驳回后结算单回到待确认，供应商会看到驳回理由。`}
          onConfirm={async (reason) => {
            await reject({ settlementId, reason }).unwrap();
            consoleNotify.success('已驳回异议');
          }}
        />
      )}
      {bill.status === 'disputed' && !bill.supersededBy && may('platformSettlementCorrect') && <CorrectBill settlementId={settlementId} />}
    </div>
  );
}

const COLUMNS: TableColumnsType<PlatformSettlementSummary> = [
  BILL_COLUMN.id,
  { title: '供应商', dataIndex: 'supplierName' },
  BILL_COLUMN.task,
  BILL_COLUMN.period,
  BILL_COLUMN.amount,
  {
    ...BILL_COLUMN.status,
    width: 150,
    render: (label: string, b: PlatformSettlementSummary) => (b.version > 1 ? `${label}（更正 v${b.version}）` : label),
  },
  BILL_COLUMN.issuedAt,
  { title: '操作', key: 'actions', width: 190, render: (_, b) => <Actions bill={b} /> },
];

/** 结算: 出具账单, the bills by status with their totals, and what finance does to each. */
export function SettlementsScreen() {
  const may = useMay();
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('status');
  const status = isStatus(fromAddress) ? fromAddress : undefined;
  const [page, setPage] = useState(FIRST_PAGE);
  const q = usePlatformSettlementListQuery({ status, ...page });
  const label = (s: SettlementStatus) =>
    q.data
      ? `${SETTLEMENT_STATUS_LABELS[s]} ${q.data.counts[s]} 张 · ${fenToYuanFixed(q.data.amounts[s])} 元`
      : SETTLEMENT_STATUS_LABELS[s];
  return (
    <>
      <h1>结算</h1>
      <div className="console-toolbar">{may('platformSettlementIssue') && <IssueBill />}</div>
      <LightTabs
        aria-label="结算单状态"
        activeKey={status ?? 'all'}
        onChange={(key) => {
          setParams(key === 'all' ? {} : { status: key });
          setPage((p) => ({ ...p, pageNum: 1 }));
        }}
        items={[{ key: 'all', label: '全部' }, ...SETTLEMENT_STATUSES.map((s) => ({ key: s, label: label(s) }))]}
      >
        <PagedTable<PlatformSettlementSummary>
          aria-label="结算单"
          card={{
            title: 'supplierName',
            status: 'statusLabel',
            amount: 'totalAmount',
            date: 'issuedAt',
            fields: ['settlementId', 'taskTitle', 'period'],
          }}
          rowKey="settlementId"
          columns={COLUMNS}
          query={q}
          page={page}
          onPage={setPage}
          empty="暂无结算单"
        />
      </LightTabs>
    </>
  );
}

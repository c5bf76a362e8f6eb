import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import type { SettlementSummary } from '@contract/settlements';
import { PAYEE_OPERATION_TYPES, SETTLEMENT_ACTIONABLE_STATUSES, SETTLEMENT_RESUBMITTABLE_STATUSES } from '@contract/settlements.meta';
import { LightButton } from '@/components/light/button';
import { LightSpace } from '@/components/light/space';
import { LightTag } from '@/components/light/tag';
import type { CardLayout } from '@/components/ui/data-cards';
import { href } from '@/config/paths';
import { SETTLEMENT_STATUS_COLORS, periodOf, settlementStatusText, timeOf, yuan } from '../format';

/** A bill on a phone: the task and company, status, amount, issue time, then its number and period. */
export const SETTLEMENT_CARD: CardLayout = {
  title: 'task',
  status: 'status',
  amount: 'totalAmount',
  date: 'issuedAt',
  fields: ['settlementId', 'periodFrom'],
};

export interface SettlementRowActions {
  canConfirm: boolean;
  onDelete: (bill: SettlementSummary) => void;
}

/** What a row offers: only the actions its bill allows (删除 only where the gateway says `deletable`). */
function RowActions({ row, canConfirm, onDelete }: { row: SettlementSummary } & SettlementRowActions) {
  return (
    <LightSpace size={4}>
      <Link
        to={href('checkSettlementList', { status: row.status, settlementId: row.settlementId })}
        aria-label={`查看结算单 ${row.settlementId}`}
      >
        查看
      </Link>
      {canConfirm && SETTLEMENT_ACTIONABLE_STATUSES.includes(row.status) && (
        <Link to={href('confirmSettlementList', { settlementId: row.settlementId })} aria-label={`确认结算单 ${row.settlementId}`}>
          确认
        </Link>
      )}
      {canConfirm && SETTLEMENT_RESUBMITTABLE_STATUSES.includes(row.status) && (
        <Link
          to={href('accountToBeCredited', { operationType: PAYEE_OPERATION_TYPES.resubmit, settlementId: row.settlementId })}
          aria-label={`重新提交结算单 ${row.settlementId}`}
        >
          重新提交
        </Link>
      )}
      {canConfirm && row.deletable && (
        <LightButton variant="link" size="small" danger aria-label={`删除结算单 ${row.settlementId}`} onClick={() => onDelete(row)}>
          删除
        </LightButton>
      )}
    </LightSpace>
  );
}

/**
 * The bill list's columns, sized to fit the workbench (about 1100 px) without sideways scrolling: the amount,
 * the status and the times always show in full; the task and company share what is left. Amount, period and
 * issue time sort on the server (their keys are the contract's sort fields).
 */
export function settlementColumns(actions: SettlementRowActions): TableColumnsType<SettlementSummary> {
  return [
    { title: '结算单号', dataIndex: 'settlementId', width: 92 },
    {
      title: '任务 / 用工企业',
      key: 'task',
      render: (_, row) => (
        <span className="table-two-lines">
          <span title={row.taskTitle}>{row.taskTitle}</span>
          <span className="table-secondary" title={`${row.companyName} · 订单 ${row.orderId}`}>
            {row.companyName} · 订单 {row.orderId}
          </span>
        </span>
      ),
    },
    { title: '结算周期', key: 'periodFrom', width: 222, sorter: true, render: (_, row) => periodOf(row) },
    {
      title: '结算金额（元）',
      key: 'totalAmount',
      dataIndex: 'totalAmount',
      width: 156,
      align: 'right',
      sorter: true,
      render: (fen: number) => yuan(fen),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 128,
      render: (status: SettlementSummary['status'], row) => (
        <LightTag color={SETTLEMENT_STATUS_COLORS[status]}>{settlementStatusText(row)}</LightTag>
      ),
    },
    { title: '出具时间', key: 'issuedAt', dataIndex: 'issuedAt', width: 186, sorter: true, render: (t: string) => timeOf(t) },
    { title: '操作', key: 'action', width: 132, fixed: 'right', render: (_, row) => <RowActions row={row} {...actions} /> },
  ];
}

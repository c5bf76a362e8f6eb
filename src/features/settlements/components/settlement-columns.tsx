import { Button, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import type { SettlementSummary } from '@contract/settlements';
import { PAYEE_OPERATION_TYPES, SETTLEMENT_ACTIONABLE_STATUSES, SETTLEMENT_RESUBMITTABLE_STATUSES } from '@contract/settlements.meta';
import { href } from '@/config/paths';
import { SETTLEMENT_STATUS_COLORS, periodOf, timeOf, yuan } from '../format';

export interface SettlementRowActions {
  canConfirm: boolean;
  onDelete: (bill: SettlementSummary) => void;
}

export function settlementColumns({ canConfirm, onDelete }: SettlementRowActions): TableColumnsType<SettlementSummary> {
  return [
    { title: '结算单号', dataIndex: 'settlementId', width: 120 },
    { title: '任务名称', dataIndex: 'taskTitle', width: 200 },
    { title: '用工企业', dataIndex: 'companyName', width: 180 },
    { title: '订单编号', dataIndex: 'orderId', width: 100 },
    { title: '结算周期', key: 'period', width: 210, render: (_, row) => periodOf(row) },
    { title: '明细数', dataIndex: 'lineCount', width: 80, align: 'right' },
    { title: '结算金额（元）', dataIndex: 'totalAmount', width: 140, align: 'right', render: (fen: number) => yuan(fen) },
    {
      title: '状态',
      dataIndex: 'status',
      width: 130,
      render: (status: SettlementSummary['status'], row) => (
        <Space size={4}>
          <Tag color={SETTLEMENT_STATUS_COLORS[status]}>{row.statusLabel}</Tag>
          {row.supersededBy && <Tag>已更正</Tag>}
        </Space>
      ),
    },
    { title: '出具时间', dataIndex: 'issuedAt', width: 170, render: (t: string) => timeOf(t) },
    {
      title: '操作',
      key: 'action',
      width: 200,
      fixed: 'right',
      render: (_, row) => (
        <Space size={4}>
          <Link to={href('checkSettlementList', { status: row.status, settlementId: row.settlementId })} aria-label={`查看结算单 ${row.settlementId}`}>
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
          {canConfirm && (
            <Button type="link" size="small" danger={row.deletable} aria-label={`删除结算单 ${row.settlementId}`} onClick={() => onDelete(row)}>
              删除
            </Button>
          )}
        </Space>
      ),
    },
  ];
}

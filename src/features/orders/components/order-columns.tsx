import type { TableColumnsType } from 'antd';
import { LightButton } from '@/components/light/button';
import { LightTag } from '@/components/light/tag';
import { Link } from 'react-router-dom';
import type { OrderSummary } from '@contract/orders';
import { ORDER_STATUS_LABELS } from '@contract/orders.meta';
import type { CardLayout } from '@/components/ui/data-cards';
import { href } from '@/config/paths';
import { commissionBasisOf, commissionBasisShortOf, fenToYuan } from '@/lib/money';
import { ORDER_STATUS_COLORS, timeOf } from '../format';

/** An order on a phone: the task and company, status, commission, take time, then the rest. */
export const ORDER_CARD: CardLayout = {
  title: 'task',
  status: 'status',
  amount: 'reward',
  date: 'takenAt',
  fields: ['orderId', 'candidates', 'people'],
};

export interface OrderActions {
  canDistribute: boolean;
  onDistribute: (order: OrderSummary) => void;
  /** A 分配 button was pointed at or focused: its dialog's code may be fetched. */
  onDistributeIntent?: () => void;
}

const names = (members: { userName: string }[]) => (members.length ? members.map((m) => m.userName).join('、') : '');

/**
 * The order list's columns, sized to fit the workbench (about 1100 px) without sideways scrolling: the
 * commission, the status and the take time always show in full; the task and company share what is left.
 * Take time sorts on the server (its key is the contract's sort field).
 */
export function orderColumns({ canDistribute, onDistribute, onDistributeIntent }: OrderActions): TableColumnsType<OrderSummary> {
  return [
    { title: '订单编号', dataIndex: 'orderId', width: 88 },
    {
      title: '任务 / 用工企业',
      key: 'task',
      render: (_, row) => (
        <span className="table-two-lines">
          <Link to={href('workDetail', { taskId: row.taskId })} title={row.taskTitle}>
            {row.taskTitle}
          </Link>
          <span className="table-secondary" title={`${row.companyName} · ${row.cityName}`}>
            {row.companyName} · {row.cityName}
          </span>
        </span>
      ),
    },
    {
      title: '供应商佣金',
      key: 'reward',
      width: 150,
      render: (_, row) => (
        <span title={`${commissionBasisOf(row.rewardUnit)}，由平台支付给供应商，不是工人工资`}>
          {`${fenToYuan(row.rewardAmount)} ${row.rewardUnitLabel}`}
          <span className="commission-basis">{commissionBasisShortOf(row.rewardUnit)}</span>
        </span>
      ),
    },
    {
      title: '推荐 / 入职',
      key: 'candidates',
      width: 104,
      render: (_, row) => `${row.candidateCounts.all} / ${row.candidateCounts.hired}`,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 96,
      render: (status: OrderSummary['status']) => <LightTag color={ORDER_STATUS_COLORS[status]}>{ORDER_STATUS_LABELS[status]}</LightTag>,
    },
    {
      title: '接单人 / 分配给',
      key: 'people',
      width: 140,
      render: (_, row) => {
        const given = names(row.assignees);
        return (
          <span className="table-two-lines">
            <span>{row.takenBy.userName}</span>
            {given && (
              <span className="table-secondary" title={given}>
                {given}
              </span>
            )}
          </span>
        );
      },
    },
    { title: '接单时间', key: 'takenAt', dataIndex: 'takenAt', width: 172, sorter: true, render: (time: string) => timeOf(time) },
    {
      title: '操作',
      key: 'action',
      width: 124,
      fixed: 'right',
      render: (_, row) => (
        <span className="order-actions">
          <Link to={href('candidateList', { taskId: row.taskId, orderId: row.orderId })}>候选人</Link>
          {canDistribute && row.status === 'ongoing' && (
            <LightButton
              variant="link"
              size="small"
              aria-label={`分配订单 ${row.orderId}`}
              onPointerEnter={onDistributeIntent}
              onFocus={onDistributeIntent}
              onClick={() => onDistribute(row)}
            >
              分配
            </LightButton>
          )}
        </span>
      ),
    },
  ];
}

import { Button, Space, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import type { OrderSummary } from '@contract/orders';
import { ORDER_STATUS_LABELS } from '@contract/orders.meta';
import { href } from '@/config/paths';
import { commissionBasisOf, commissionBasisShortOf, fenToYuan } from '@/lib/money';
import { ORDER_STATUS_COLORS, timeOf } from '../format';

export interface OrderActions {
  canDistribute: boolean;
  onDistribute: (order: OrderSummary) => void;
}

const names = (members: { userName: string }[]) => (members.length ? members.map((m) => m.userName).join('、') : '—');

export function orderColumns({ canDistribute, onDistribute }: OrderActions): TableColumnsType<OrderSummary> {
  return [
    { title: '订单编号', dataIndex: 'orderId', width: 120 },
    {
      title: '任务名称',
      dataIndex: 'taskTitle',
      width: 220,
      render: (title: string, row) => <Link to={href('workDetail', { taskId: row.taskId })}>{title}</Link>,
    },
    { title: '用工企业', dataIndex: 'companyName', width: 180 },
    { title: '城市', dataIndex: 'cityName', width: 100 },
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
    { title: '已推荐', key: 'all', width: 90, render: (_, row) => row.candidateCounts.all },
    { title: '已入职', key: 'hired', width: 90, render: (_, row) => row.candidateCounts.hired },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (status: OrderSummary['status']) => <Tag color={ORDER_STATUS_COLORS[status]}>{ORDER_STATUS_LABELS[status]}</Tag>,
    },
    { title: '接单人', key: 'takenBy', width: 100, render: (_, row) => row.takenBy.userName },
    { title: '分配给', key: 'assignees', width: 140, render: (_, row) => names(row.assignees) },
    { title: '接单时间', dataIndex: 'takenAt', width: 160, render: (time: string) => timeOf(time) },
    {
      title: '操作',
      key: 'action',
      width: 150,
      fixed: 'right',
      render: (_, row) => (
        <Space size={4}>
          <Link to={href('candidateList', { taskId: row.taskId, orderId: row.orderId })}>候选人</Link>
          {canDistribute && (
            <Tooltip title={row.status === 'ongoing' ? undefined : '只有进行中的订单可以分配'}>
              <Button type="link" size="small" disabled={row.status !== 'ongoing'} onClick={() => onDistribute(row)}>
                分配
              </Button>
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];
}

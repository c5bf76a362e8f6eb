import { Button, Space, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { href } from '@/config/paths';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS, timeOf } from '../format';
import type { OrderRow } from '../types';

export interface OrderActions {
  canDistribute: boolean;
  onDistribute: (order: OrderRow) => void;
}

export function orderColumns({ canDistribute, onDistribute }: OrderActions): TableColumnsType<OrderRow> {
  return [
    { title: '订单编号', dataIndex: 'orderId', width: 160 },
    {
      title: '任务名称',
      dataIndex: 'taskTitle',
      width: 220,
      render: (title: string, row) => <Link to={href('workDetail', { taskId: row.taskId })}>{title}</Link>,
    },
    { title: '招聘人数', dataIndex: 'personNumber', width: 100 },
    { title: '已提交候选人', dataIndex: 'candidateCount', width: 120 },
    { title: '已入职', dataIndex: 'hiredCount', width: 90 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (status: OrderRow['status']) => <Tag color={ORDER_STATUS_COLORS[status]}>{ORDER_STATUS_LABELS[status]}</Tag>,
    },
    { title: '负责成员', dataIndex: 'assigneeName', width: 120, render: (name: string | null) => name ?? '—' },
    { title: '接单时间', dataIndex: 'takenAt', width: 170, render: (time: string) => timeOf(time) },
    {
      title: '操作',
      key: 'action',
      width: 200,
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

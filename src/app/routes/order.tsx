import type { TableColumnsType } from 'antd';
import { DataTable } from '@/components/ui/data-table';
import { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';

interface OrderRow {
  orderId: string;
}

const columns: TableColumnsType<OrderRow> = [
  { title: '订单编号', dataIndex: 'orderId', width: 180 },
  { title: '任务名称', dataIndex: 'taskName', width: 220 },
  { title: '招聘人数', dataIndex: 'personNumber', width: 100 },
  { title: '已提交候选人', dataIndex: 'submitted', width: 120 },
  { title: '状态', dataIndex: 'status', width: 100 },
  { title: '接单时间', dataIndex: 'takenAt', width: 180 },
];

export default function OrderScreen() {
  return (
    <PageFrame title="订单" breadcrumb={[{ title: '首页', to: paths.home }, { title: '工作台', to: paths.workbench }, { title: '订单' }]}>
      <DataTable<OrderRow> rowKey="orderId" columns={columns} dataSource={[]} pagination={{ total: 0 }} />
    </PageFrame>
  );
}

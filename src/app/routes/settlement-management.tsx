import type { TableColumnsType } from 'antd';
import { DataTable } from '@/components/ui/data-table';
import { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';

interface SettlementRow {
  settlementId: string;
}

const columns: TableColumnsType<SettlementRow> = [
  { title: '结算单号', dataIndex: 'settlementId', width: 180 },
  { title: '任务名称', dataIndex: 'taskName', width: 220 },
  { title: '结算周期', dataIndex: 'period', width: 200 },
  { title: '结算金额（元）', dataIndex: 'amount', width: 140 },
  { title: '状态', dataIndex: 'status', width: 100 },
];

export default function SettlementManagementScreen() {
  return (
    <PageFrame title="结算管理" breadcrumb={[{ title: '首页', to: paths.home }, { title: '工作台', to: paths.workbench }, { title: '结算管理' }]}>
      <DataTable<SettlementRow> rowKey="settlementId" columns={columns} dataSource={[]} pagination={{ total: 0 }} />
    </PageFrame>
  );
}

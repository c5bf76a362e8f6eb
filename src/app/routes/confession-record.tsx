import type { TableColumnsType } from 'antd';
import { DataTable } from '@/components/ui/data-table';
import { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';

interface RecordRow {
  id: string;
}

const columns: TableColumnsType<RecordRow> = [
  { title: '任务名称', dataIndex: 'taskName', width: 220 },
  { title: '候选人', dataIndex: 'talentName', width: 120 },
  { title: '提交成员', dataIndex: 'memberName', width: 120 },
  { title: '记录时间', dataIndex: 'createdAt', width: 180 },
];

export default function ConfessionRecordScreen() {
  return (
    <PageFrame title="供应商记录" breadcrumb={[{ title: '首页', to: paths.home }, { title: '工作台', to: paths.workbench }, { title: '供应商记录' }]}>
      <DataTable<RecordRow> rowKey="id" columns={columns} dataSource={[]} pagination={{ total: 0 }} />
    </PageFrame>
  );
}

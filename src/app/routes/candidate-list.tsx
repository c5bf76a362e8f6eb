import type { TableColumnsType } from 'antd';
import { DataTable } from '@/components/ui/data-table';
import { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';

interface CandidateRow {
  talentId: string;
}

const columns: TableColumnsType<CandidateRow> = [
  { title: '姓名', dataIndex: 'name', width: 120 },
  { title: '手机号', dataIndex: 'phone', width: 140 },
  { title: '学历', dataIndex: 'degree', width: 100 },
  { title: '状态', dataIndex: 'status', width: 100 },
  { title: '期望面试时间', dataIndex: 'expectedInterviewTime', width: 180 },
  { title: '提交时间', dataIndex: 'submittedAt', width: 180 },
];

export default function CandidateListScreen() {
  return (
    <PageFrame
      title="候选人列表"
      breadcrumb={[{ title: '首页', to: paths.home }, { title: '工作台', to: paths.workbench }, { title: '订单', to: paths.order }, { title: '候选人列表' }]}
    >
      <DataTable<CandidateRow> rowKey="talentId" columns={columns} dataSource={[]} pagination={{ total: 0 }} />
    </PageFrame>
  );
}

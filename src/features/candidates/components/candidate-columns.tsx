import { Button, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { CandidateSummary } from '@contract/candidates';
import { SEX_LABELS, STATUS_COLORS, timeOf } from '../format';

export function candidateColumns(onOpen: (candidateId: string) => void): TableColumnsType<CandidateSummary> {
  return [
    {
      title: '姓名',
      dataIndex: 'name',
      width: 110,
      render: (name: string, row) => (
        <Button type="link" size="small" onClick={() => onOpen(row.candidateId)}>
          {name}
        </Button>
      ),
    },
    { title: '手机号', dataIndex: 'mobile', width: 130 },
    { title: '身份证号', dataIndex: 'idNumber', width: 180 },
    { title: '性别', dataIndex: 'sex', width: 70, render: (sex: string) => SEX_LABELS[sex] ?? sex },
    { title: '年龄', dataIndex: 'age', width: 70 },
    { title: '学历', dataIndex: 'degreeLabel', width: 110 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (status: CandidateSummary['status'], row) => <Tag color={STATUS_COLORS[status]}>{row.statusLabel}</Tag>,
    },
    { title: '期望面试时间', dataIndex: 'expectedInterviewTime', width: 160, render: (t: string | null) => timeOf(t) },
    { title: '推荐人', key: 'by', width: 100, render: (_, row) => row.submittedBy.userName },
    { title: '推荐时间', dataIndex: 'submittedAt', width: 160, render: (t: string) => timeOf(t) },
    { title: '备注', dataIndex: 'remark', width: 160, render: (r: string | null) => r || '—' },
    {
      title: '操作',
      key: 'action',
      width: 90,
      fixed: 'right',
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => onOpen(row.candidateId)}>
          查看
        </Button>
      ),
    },
  ];
}

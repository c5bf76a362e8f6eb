import type { TableColumnsType } from 'antd';
import type { CandidateSummary } from '@contract/candidates';
import { LightButton } from '@/components/light/button';
import { LightTag } from '@/components/light/tag';
import type { CardLayout } from '@/components/ui/data-cards';
import { SEX_LABELS, STATUS_COLORS, timeOf } from '../format';

/** A candidate on a phone: the name (opens the drawer), status, submission time, then the rest. */
export const CANDIDATE_CARD: CardLayout = {
  title: 'name',
  status: 'status',
  date: 'submittedAt',
  fields: ['mobile', 'sexAge', 'degreeLabel', 'expectedInterviewTime', 'remark'],
};

/**
 * An order's candidates, sized to fit the workbench (about 1100 px) without sideways scrolling: the status and
 * the times always show in full; the remark takes what is left. (The ID number is in the drawer and the export.)
 * Submission time sorts on the server (its key is the contract's sort field).
 */
export function candidateColumns(onOpen: (candidateId: string) => void, onIntent: () => void): TableColumnsType<CandidateSummary> {
  // What opens the drawer: its code is fetched as the pointer or the focus reaches the button.
  const opens = (candidateId: string, what: 'name' | 'view') => ({
    'data-opens': `${candidateId}/${what}`,
    onPointerEnter: onIntent,
    onFocus: onIntent,
    onClick: () => onOpen(candidateId),
  });
  return [
    {
      title: '姓名',
      dataIndex: 'name',
      width: 96,
      render: (name: string, row) => (
        <LightButton variant="link" size="small" className="table-link-button" title={name} {...opens(row.candidateId, 'name')}>
          {name}
        </LightButton>
      ),
    },
    { title: '手机号', dataIndex: 'mobile', width: 136 },
    { title: '性别/年龄', key: 'sexAge', width: 96, render: (_, row) => `${SEX_LABELS[row.sex] ?? row.sex} / ${row.age}` },
    { title: '学历', dataIndex: 'degreeLabel', width: 104 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (status: CandidateSummary['status'], row) => (
        <LightTag color={STATUS_COLORS[status]} bordered={false}>
          {row.statusLabel}
        </LightTag>
      ),
    },
    { title: '期望面试时间', dataIndex: 'expectedInterviewTime', width: 160, render: (t: string | null) => timeOf(t) },
    {
      title: '推荐时间',
      key: 'submittedAt',
      dataIndex: 'submittedAt',
      width: 172,
      sorter: true,
      render: (t: string, row) => (
        <span className="table-two-lines">
          <span>{timeOf(t)}</span>
          <span className="table-secondary">推荐人：{row.submittedBy.userName}</span>
        </span>
      ),
    },
    { title: '备注', dataIndex: 'remark', render: (r: string | null) => r || '—' },
    {
      title: '操作',
      key: 'action',
      width: 84,
      fixed: 'right',
      render: (_, row) => (
        <LightButton variant="link" size="small" {...opens(row.candidateId, 'view')}>
          查看
        </LightButton>
      ),
    },
  ];
}

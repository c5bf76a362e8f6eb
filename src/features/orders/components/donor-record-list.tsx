import { useMemo, useState } from 'react';
import type { TableColumnsType } from 'antd';
import { LightDateRange } from '@/components/light/date-range';
import { LightSelect } from '@/components/light/select';
import { LightSpace } from '@/components/light/space';
import { LightTag } from '@/components/light/tag';
import { Link } from 'react-router-dom';
import type { orders } from '@contract/index';
import type { DonorRecord } from '@contract/orders';
import { CANDIDATE_STATUSES, CANDIDATE_STATUS_LABELS } from '@contract/candidates.meta';
import { DONOR_RECORD_SORT_FIELDS, ORDER_PATHS } from '@contract/orders.meta';
import type { CardLayout } from '@/components/ui/data-cards';
import { DataTable } from '@/components/ui/data-table';
import { ExportButton } from '@/components/ui/export-button';
import { filterParsers, useListParams } from '@/components/ui/list-params';
import { QueryError } from '@/components/ui/query-state';
import { href } from '@/config/paths';
import { useDonorRecordListQuery, useMyOrderListQuery } from '../api';
import { timeOf } from '../format';
import type { RequestOf } from '@/lib/http/types';
import { LightSearchBox } from '@/components/light/search-box';
import './orders.css';

type Export = typeof orders.donorRecordExport;
type DonorRequest = RequestOf<typeof orders.donorRecordList>;

/** Sized to fit the workbench without sideways scrolling: the status and both times always show in full. */
const columns: TableColumnsType<DonorRecord> = [
  { title: '候选人', dataIndex: 'name', width: 96 },
  { title: '手机号', dataIndex: 'mobile', width: 136 },
  {
    title: '任务 / 用工企业',
    key: 'task',
    render: (_, row) => (
      <span className="table-two-lines">
        <Link to={href('candidateList', { taskId: row.taskId, orderId: row.orderId })} title={row.taskTitle}>
          {row.taskTitle}
        </Link>
        <span className="table-secondary" title={`${row.companyName} · 订单 ${row.orderId}`}>
          {row.companyName} · 订单 {row.orderId}
        </span>
      </span>
    ),
  },
  { title: '状态', dataIndex: 'statusLabel', width: 100, render: (label: string) => <LightTag>{label}</LightTag> },
  { title: '推荐人', dataIndex: 'submittedBy', width: 96 },
  { title: '推荐时间', key: 'submittedAt', dataIndex: 'submittedAt', width: 172, sorter: true, render: (t: string) => timeOf(t) },
  { title: '状态更新时间', dataIndex: 'statusChangedAt', width: 164, render: (t: string) => timeOf(t) },
];

/** A submission on a phone: the candidate, status, submission time, then the task and the rest. */
const DONOR_CARD: CardLayout = {
  title: 'name',
  status: 'statusLabel',
  date: 'submittedAt',
  fields: ['mobile', 'task', 'submittedBy', 'statusChangedAt'],
};

const STATUS_OPTIONS = CANDIDATE_STATUSES.map((s) => ({ value: s, label: CANDIDATE_STATUS_LABELS[s] }));

type Period = [string | undefined, string | undefined];

const LIST_PARAMS = {
  sortFields: DONOR_RECORD_SORT_FIELDS,
  filters: {
    startDate: filterParsers.day,
    endDate: filterParsers.day,
    taskId: filterParsers.id,
    status: filterParsers.oneOf(CANDIDATE_STATUSES),
    keyword: filterParsers.text(50),
  },
  ranges: [['startDate', 'endDate']],
} as const;

/**
 * Every submission of the supplier (供应商记录): filter by period, task, status, keyword; sort by submission time;
 * all of it kept in the URL; export what is filtered.
 */
export function DonorRecordList() {
  const list = useListParams(LIST_PARAMS);
  const f = list.filters;
  const tasks = useMyOrderListQuery({ pageNum: 1, pageSize: 100 });
  const taskOptions = useMemo(() => {
    const seen = new Map<string, string>();
    for (const o of tasks.data?.list ?? []) seen.set(o.taskId, o.taskTitle);
    // A task of the address that is not among my orders' first page still shows as picked (by its id).
    if (f.taskId && !seen.has(f.taskId)) seen.set(f.taskId, `任务 ${f.taskId}`);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [tasks.data, f.taskId]);
  // A period filters once both days are picked; half of one shows in the boxes only (the address keeps none).
  const [draft, setDraft] = useState<Period | null>(null);
  const period: Period = draft ?? [f.startDate, f.endDate];
  const pickPeriod = ([start, end]: Period) => {
    setDraft(start && end ? null : start || end ? [start, end] : null);
    if (start && end) list.setFilters({ startDate: start, endDate: end });
    else if (f.startDate || f.endDate) list.setFilters({ startDate: undefined, endDate: undefined });
  };

  const request = list.request as DonorRequest;
  const { pageNum: _pageNum, pageSize: _pageSize, ...query } = request;
  const { data, isLoading, isFetching, isError, refetch } = useDonorRecordListQuery(request);

  return (
    <>
      <LightSpace wrap className="donor-record-filters">
        <LightDateRange value={period} onChange={pickPeriod} labels={['推荐开始日期', '推荐结束日期']} />
        <LightSelect
          aria-label="任务"
          placeholder="全部任务"
          allowClear
          style={{ width: 200 }}
          value={f.taskId}
          onChange={(taskId) => list.setFilters({ taskId })}
          options={taskOptions}
        />
        <LightSelect
          aria-label="状态"
          placeholder="全部状态"
          allowClear
          style={{ width: 130 }}
          value={f.status}
          onChange={(status) => list.setFilters({ status })}
          options={STATUS_OPTIONS}
        />
        <LightSearchBox
          ariaLabel="搜索候选人"
          placeholder="姓名或手机号"
          defaultValue={f.keyword}
          maxLength={50}
          width={200}
          onSearch={(v) => list.setFilters({ keyword: v.trim() || undefined })}
        />
        <ExportButton
          path={ORDER_PATHS.donorRecordExport satisfies Export['path']}
          payload={query}
          fileName="供应商记录.xlsx"
          disabled={!data?.total}
        />
      </LightSpace>
      {isError && !data ? (
        <QueryError text="记录加载失败" onRetry={refetch} />
      ) : (
        <DataTable<DonorRecord>
          rowKey="candidateId"
          card={DONOR_CARD}
          columns={columns}
          dataSource={data?.list ?? []}
          loading={isLoading || isFetching}
          sort={list.sort}
          onSortChange={(sort) => list.setSort(sort as typeof list.sort)}
          locale={{ emptyText: isLoading ? ' ' : Object.keys(f).length ? '没有符合条件的记录' : '暂无推荐记录' }}
          pagination={{ current: list.pageNum, pageSize: list.pageSize, total: data?.total ?? 0, onChange: list.setPage }}
        />
      )}
    </>
  );
}

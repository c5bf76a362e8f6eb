import { useMemo } from 'react';
import { DatePicker, Input, Select, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
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
  { title: '状态', dataIndex: 'statusLabel', width: 100, render: (label: string) => <Tag>{label}</Tag> },
  { title: '推荐人', dataIndex: 'submittedBy', width: 96 },
  { title: '推荐时间', key: 'submittedAt', dataIndex: 'submittedAt', width: 172, sorter: true, render: (t: string) => timeOf(t) },
  { title: '状态更新时间', dataIndex: 'statusChangedAt', width: 164, render: (t: string) => timeOf(t) },
];

/** A submission on a phone: the candidate, status, submission time, then the task and the rest. */
const DONOR_CARD: CardLayout = { title: 'name', status: 'statusLabel', date: 'submittedAt', fields: ['mobile', 'task', 'submittedBy', 'statusChangedAt'] };

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
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [tasks.data]);

  const request = list.request as DonorRequest;
  const { pageNum: _pageNum, pageSize: _pageSize, ...query } = request;
  const { data, isLoading, isFetching, isError, refetch } = useDonorRecordListQuery(request);
  const period = f.startDate && f.endDate ? ([dayjs(f.startDate), dayjs(f.endDate)] as [dayjs.Dayjs, dayjs.Dayjs]) : null;

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <DatePicker.RangePicker
          aria-label="推荐日期"
          value={period}
          onChange={(v) => list.setFilters(v && v[0] && v[1] ? { startDate: v[0].format('YYYY-MM-DD'), endDate: v[1].format('YYYY-MM-DD') } : { startDate: undefined, endDate: undefined })}
        />
        <Select aria-label="任务" placeholder="全部任务" allowClear style={{ width: 200 }} value={f.taskId} onChange={(taskId?: string) => list.setFilters({ taskId })} options={taskOptions} showSearch optionFilterProp="label" />
        <Select
          aria-label="状态"
          placeholder="全部状态"
          allowClear
          style={{ width: 130 }}
          value={f.status}
          onChange={(status?: string) => list.setFilters({ status })}
          options={CANDIDATE_STATUSES.map((s) => ({ value: s, label: CANDIDATE_STATUS_LABELS[s] }))}
        />
        <Input.Search aria-label="搜索候选人" placeholder="姓名或手机号" allowClear defaultValue={f.keyword} maxLength={50} style={{ width: 200 }} onSearch={(v) => list.setFilters({ keyword: v.trim() || undefined })} />
        <ExportButton path={ORDER_PATHS.donorRecordExport satisfies Export['path']} payload={query} fileName="供应商记录.xlsx" disabled={!data?.total} />
      </Space>
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

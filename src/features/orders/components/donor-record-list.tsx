import { useMemo, useState } from 'react';
import { Button, DatePicker, Input, Select, Space, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link } from 'react-router-dom';
import type { orders } from '@contract/index';
import type { DonorRecord } from '@contract/orders';
import { CANDIDATE_STATUSES, CANDIDATE_STATUS_LABELS } from '@contract/candidates.meta';
import type { CandidateStatus } from '@contract/candidates.meta';
import { DataTable } from '@/components/ui/data-table';
import { href } from '@/config/paths';
import { saveBlob } from '@/lib/file-check';
import { downloadCall } from '@/lib/http';
import { useDonorRecordListQuery, useMyOrderListQuery } from '../api';
import { timeOf } from '../format';
import { QueryError } from '@/components/ui/query-state';
import { ORDER_PATHS } from '@contract/orders.meta';
import { useApp } from '@/components/ui/app-feedback';

type Export = typeof orders.donorRecordExport;

const columns: TableColumnsType<DonorRecord> = [
  { title: '候选人', dataIndex: 'name', width: 100 },
  { title: '手机号', dataIndex: 'mobile', width: 130 },
  {
    title: '任务',
    dataIndex: 'taskTitle',
    width: 200,
    render: (title: string, row) => <Link to={href('candidateList', { taskId: row.taskId, orderId: row.orderId })}>{title}</Link>,
  },
  { title: '用工企业', dataIndex: 'companyName', width: 180 },
  { title: '订单编号', dataIndex: 'orderId', width: 110 },
  { title: '状态', dataIndex: 'statusLabel', width: 100, render: (label: string) => <Tag>{label}</Tag> },
  { title: '推荐人', dataIndex: 'submittedBy', width: 100 },
  { title: '推荐时间', dataIndex: 'submittedAt', width: 160, render: (t: string) => timeOf(t) },
  { title: '状态更新时间', dataIndex: 'statusChangedAt', width: 160, render: (t: string) => timeOf(t) },
];

interface Filters {
  period: [Dayjs, Dayjs] | null;
  taskId?: string;
  status?: CandidateStatus;
  keyword?: string;
}

/** Every submission of the supplier (供应商记录): filter by period, task, status; export what is filtered. */
export function DonorRecordList() {
  const { message } = useApp();
  const [filters, setFilters] = useState<Filters>({ period: null });
  const [page, setPage] = useState({ pageNum: 1, pageSize: 30 });
  const [exporting, setExporting] = useState(false);
  const tasks = useMyOrderListQuery({ pageNum: 1, pageSize: 100 });
  const taskOptions = useMemo(() => {
    const seen = new Map<string, string>();
    for (const o of tasks.data?.list ?? []) seen.set(o.taskId, o.taskTitle);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [tasks.data]);

  const query = {
    ...(filters.period ? { startDate: filters.period[0].format('YYYY-MM-DD'), endDate: filters.period[1].format('YYYY-MM-DD') } : {}),
    ...(filters.taskId ? { taskId: filters.taskId } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
  };
  const { data, isLoading, isFetching, isError, refetch } = useDonorRecordListQuery({ ...query, ...page });
  const change = (next: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage((p) => ({ ...p, pageNum: 1 }));
  };
  const exportXlsx = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await downloadCall({ path: ORDER_PATHS.donorRecordExport satisfies Export['path'] }, query, '供应商记录.xlsx');
      saveBlob(blob, fileName);
      message.success('导出成功');
    } catch {
      // Told by the http layer.
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <DatePicker.RangePicker aria-label="推荐日期" value={filters.period} onChange={(v) => change({ period: v && v[0] && v[1] ? [v[0], v[1]] : null })} />
        <Select aria-label="任务" placeholder="全部任务" allowClear style={{ width: 200 }} value={filters.taskId} onChange={(taskId) => change({ taskId })} options={taskOptions} showSearch optionFilterProp="label" />
        <Select
          aria-label="状态"
          placeholder="全部状态"
          allowClear
          style={{ width: 130 }}
          value={filters.status}
          onChange={(status) => change({ status })}
          options={CANDIDATE_STATUSES.map((s) => ({ value: s, label: CANDIDATE_STATUS_LABELS[s] }))}
        />
        <Input.Search aria-label="搜索候选人" placeholder="姓名或手机号" allowClear maxLength={50} style={{ width: 200 }} onSearch={(v) => change({ keyword: v.trim() || undefined })} />
        <Button icon={<DownloadOutlined />} loading={exporting} disabled={!data?.total} onClick={exportXlsx}>
          导出 Excel
        </Button>
      </Space>
      {isError && !data ? (
        <QueryError text="记录加载失败" onRetry={refetch} />
      ) : (
        <DataTable<DonorRecord>
          rowKey="candidateId"
          columns={columns}
          dataSource={data?.list ?? []}
          loading={isLoading || isFetching}
          locale={{ emptyText: isLoading ? ' ' : Object.keys(query).length ? '没有符合条件的记录' : '暂无推荐记录' }}
          pagination={{
            current: page.pageNum,
            pageSize: page.pageSize,
            total: data?.total ?? 0,
            onChange: (pageNum, pageSize) => setPage({ pageNum: pageSize === page.pageSize ? pageNum : 1, pageSize }),
          }}
        />
      )}
    </>
  );
}

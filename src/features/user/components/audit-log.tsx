import { useState } from 'react';
import { beijingTime } from '@/lib/time';
import type { TableColumnsType } from 'antd';
import { LightButton } from '@/components/light/button';
import { LightDateRange, type LightDateRangeValue } from '@/components/light/date-range';
import { LightIcon } from '@/components/light/icon';
import { DownloadOutlined } from '@/components/light/icons/download-outlined';
import { LightSearchBox } from '@/components/light/search-box';
import { LightSelect } from '@/components/light/select';
import { LightSpace } from '@/components/light/space';
import type { audit } from '@contract/index';
import type { AuditEntryView } from '@contract/audit';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, AUDIT_KEYWORD_MAX, AUDIT_PATHS, type AuditAction } from '@contract/audit.meta';
import type { CardLayout } from '@/components/ui/data-cards';
import { DataTable } from '@/components/ui/data-table';
import { QueryError } from '@/components/ui/query-state';
import { saveBlob } from '@/lib/file-check';
import { downloadCall } from '@/lib/http';
import { useAuditListQuery } from '../api';
import { useApp } from '@/components/ui/app-feedback';

type Export = typeof audit.auditExport;

/** 「2025-06-02 10:00:00」 in Beijing time, whatever the browser's zone. */
const timeOf = (iso: string) => beijingTime(iso, 'second');

/** The time and the IP always show in full; the actor and the detail share what is left, the detail wrapping in full. */
const columns: TableColumnsType<AuditEntryView> = [
  { title: '时间', dataIndex: 'at', width: 188, render: timeOf },
  {
    title: '操作人',
    dataIndex: 'actorName',
    render: (name: string, row) => (row.actorPhone ? `${name}（${row.actorPhone}）` : name),
  },
  { title: '操作', dataIndex: 'actionLabel', width: 130 },
  { title: '对象', dataIndex: 'targetName', width: 110, render: (name: string | null) => name ?? '—' },
  { title: '详情', dataIndex: 'detail', width: '40%', ellipsis: false, render: (d: string) => d || '—' },
  { title: 'IP 地址', dataIndex: 'clientIp', width: 140, render: (ip: string | null) => ip ?? '—' },
];

/** An entry on a phone: what was done, when, then by whom, on what, the detail and the IP. */
const AUDIT_CARD: CardLayout = { title: 'actionLabel', date: 'at', fields: ['actorName', 'targetName', 'detail', 'clientIp'] };

interface Filters {
  /** Both days (YYYY-MM-DD), or none: the list filters once both are picked. */
  period: [string, string] | null;
  action?: AuditAction;
  keyword?: string;
}

/** 操作记录: the supplier's audit trail for its administrator; filter by action, days and keyword, export. */
export function AuditLog() {
  const { message } = useApp();
  const [filters, setFilters] = useState<Filters>({ period: null });
  const [days, setDays] = useState<LightDateRangeValue>([undefined, undefined]);
  const [page, setPage] = useState({ pageNum: 1, pageSize: 30 });
  const [exporting, setExporting] = useState(false);

  const query = {
    ...(filters.period ? { from: filters.period[0], to: filters.period[1] } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
  };
  const { data, isLoading, isFetching, isError, refetch } = useAuditListQuery({ ...query, ...page });
  const change = (next: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage((p) => ({ ...p, pageNum: 1 }));
  };
  const pickDays = (next: LightDateRangeValue) => {
    setDays(next);
    const [from, to] = next;
    const period: Filters['period'] = from && to ? [from, to] : null;
    if (period?.join() !== filters.period?.join()) change({ period });
  };
  const exportXlsx = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await downloadCall({ path: AUDIT_PATHS.auditExport satisfies Export['path'] }, query, '操作记录.xlsx');
      saveBlob(blob, fileName);
      message.success('导出成功');
    } catch {
      // Told by the http layer (a filter too wide for one file says how many rows it matched).
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <LightSpace wrap style={{ marginBottom: 12 }}>
        <LightSelect<AuditAction>
          aria-label="操作类型"
          placeholder="全部操作"
          allowClear
          style={{ width: 160 }}
          value={filters.action}
          onChange={(action) => change({ action })}
          options={AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }))}
        />
        <LightDateRange value={days} onChange={pickDays} labels={['操作日期起', '操作日期止']} />
        <LightSearchBox
          ariaLabel="搜索操作人或对象"
          placeholder="姓名或手机号"
          maxLength={AUDIT_KEYWORD_MAX}
          width={200}
          onSearch={(v) => change({ keyword: v.trim() || undefined })}
        />
        <LightButton icon={<LightIcon icon={DownloadOutlined} />} loading={exporting} disabled={!data?.total} onClick={exportXlsx}>
          导出 Excel
        </LightButton>
      </LightSpace>
      {isError && !data ? (
        <QueryError text="操作记录加载失败" onRetry={refetch} />
      ) : (
        <DataTable<AuditEntryView>
          rowKey="id"
          card={AUDIT_CARD}
          aria-label="操作记录"
          columns={columns}
          dataSource={data?.list ?? []}
          loading={isLoading || isFetching}
          locale={{ emptyText: isLoading ? ' ' : Object.keys(query).length ? '没有符合条件的记录' : '暂无操作记录' }}
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

import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import { STAFF_ACTION_LABELS, STAFF_TARGET_LABELS } from '@contract/platform/audit.meta';
import { STAFF_ROLE_LABELS } from '@contract/platform/http.meta';
import type { StaffActionRow } from '@contract/platform/audit';
import { LightButton } from '@/components/light/button';
import { LightDateRange } from '@/components/light/date-range';
import type { LightDateRangeValue } from '@/components/light/date-range';
import { LightSearchBox } from '@/components/light/search-box';
import { LightSelect } from '@/components/light/select';
import { beijingTime } from '@/lib/time';
import { ACTION_EXPORT_PATH, usePlatformActionListQuery } from '../api/staff';
import { PagedTable } from '../components/paged-table';
import type { PageState } from '../components/paged-table';
import { platformDownload, saveFile } from '../http/files';
import { consoleNotify } from '../http/notify';

const COLUMNS: TableColumnsType<StaffActionRow> = [
  { title: '时间', dataIndex: 'at', width: 170, render: (v: string) => beijingTime(v, 'second') },
  {
    title: '操作人',
    key: 'who',
    width: 150,
    render: (_, r) => (r.staffRole ? `${r.staffName}（${STAFF_ROLE_LABELS[r.staffRole]}）` : r.staffName),
  },
  { title: '操作', dataIndex: 'actionLabel', width: 130 },
  { title: '对象', key: 'target', width: 180, render: (_, r) => `${STAFF_TARGET_LABELS[r.targetType] ?? r.targetType} ${r.targetId}` },
  { title: '内容', dataIndex: 'summary', ellipsis: false },
  { title: 'IP 地址', dataIndex: 'clientIp', width: 130, render: (v: string | null) => v ?? '—' },
];

interface Filters {
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: string;
  to?: string;
}

/** 操作记录: every staff action, who did it and when, searched by action, object and days, exported as .xlsx. */
export function AuditScreen() {
  const [filters, setFilters] = useState<Filters>({});
  const [days, setDays] = useState<LightDateRangeValue>([undefined, undefined]);
  const [page, setPage] = useState<PageState>({ pageNum: 1, pageSize: 30 });
  const [exporting, setExporting] = useState(false);
  const query = usePlatformActionListQuery({ ...filters, ...page });
  const change = (next: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage((p) => ({ ...p, pageNum: 1 }));
  };
  const exportFile = async () => {
    setExporting(true);
    try {
      saveFile(await platformDownload(ACTION_EXPORT_PATH, { ...filters, format: 'xlsx' }, '操作记录.xlsx'));
      consoleNotify.success('导出成功');
    } catch {
      // told by the http layer (too many rows: narrow the filters)
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <h1>操作记录</h1>
      <div className="console-toolbar">
        <LightSelect<string>
          aria-label="操作类型"
          placeholder="全部操作"
          allowClear
          style={{ width: 150 }}
          value={filters.action}
          options={Object.entries(STAFF_ACTION_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={(action) => change({ action })}
        />
        <LightSelect<string>
          aria-label="对象类型"
          placeholder="全部对象"
          allowClear
          style={{ width: 130 }}
          value={filters.targetType}
          options={Object.entries(STAFF_TARGET_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={(targetType) => change({ targetType })}
        />
        <LightSearchBox
          ariaLabel="对象编号"
          placeholder="对象编号"
          maxLength={64}
          width={200}
          onSearch={(v) => change({ targetId: v.trim() || undefined })}
        />
        <LightDateRange
          value={days}
          labels={['操作日期起', '操作日期止']}
          onChange={(next) => {
            setDays(next);
            const [from, to] = next;
            if ((from && to) || (!from && !to)) change({ from, to });
          }}
        />
        <LightButton loading={exporting} disabled={!query.data?.total} onClick={() => void exportFile()}>
          导出 Excel
        </LightButton>
      </div>
      <PagedTable<StaffActionRow>
        aria-label="操作记录"
        rowKey="id"
        columns={COLUMNS}
        card={{ title: 'actionLabel', date: 'at', fields: ['who', 'target', 'summary', 'clientIp'] }}
        query={query}
        page={page}
        onPage={setPage}
        empty="暂无操作记录"
      />
    </>
  );
}

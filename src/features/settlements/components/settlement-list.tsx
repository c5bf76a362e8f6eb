import { useMemo, useState } from 'react';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { SettlementSummary } from '@contract/settlements';
import { SETTLEMENT_STATUSES, SETTLEMENT_STATUS_LABELS } from '@contract/settlements.meta';
import type { SettlementStatus } from '@contract/settlements.meta';
import { DataTable } from '@/components/ui/data-table';
import { QueryError } from '@/components/ui/query-state';
import { useSettlementPermissions } from '@/lib/state/permissions';
import { useSettlementCountQuery, useSettlementDeleteMutation, useSettlementPageQuery } from '../api';
import { deleteBlocker } from '../format';
import { SettlementAmounts } from './settlement-amounts';
import { settlementColumns } from './settlement-columns';
import { SettlementFilters } from './settlement-filters';
import type { SettlementFilterValues, TaskOption } from './settlement-filters';
import { useApp } from '@/components/ui/app-feedback';

const TAB_KEYS = ['all', ...SETTLEMENT_STATUSES] as const;
type TabKey = (typeof TAB_KEYS)[number];
const isTab = (value: string | null): value is TabKey => TAB_KEYS.some((key) => key === value);
const FILTER_KEYS = ['from', 'to', 'taskId', 'keyword'] as const;

/** The supplier's bills: status tabs with counts, filters kept in the URL (back from a bill lands where it was). */
export function SettlementList({ taskOptions = [] }: { taskOptions?: TaskOption[] }) {
  const { modal, message } = useApp();
  const [search, setSearch] = useSearchParams();
  const statusParam = search.get('status');
  const tab: TabKey = isTab(statusParam) ? statusParam : 'all';
  const filters: SettlementFilterValues = Object.fromEntries(FILTER_KEYS.flatMap((key) => (search.get(key) ? [[key, search.get(key)!]] : [])));
  const [page, setPage] = useState({ pageNum: 1, pageSize: 30 });
  const { canConfirm } = useSettlementPermissions();
  const [remove] = useSettlementDeleteMutation();

  const request = { ...page, ...filters, ...(tab === 'all' ? {} : { status: tab as SettlementStatus }) };
  const { data, isLoading, isFetching, isError, refetch } = useSettlementPageQuery(request);
  const counts = useSettlementCountQuery();

  const update = (next: Record<string, string | undefined>) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(next)) {
      if (value && value !== 'all') params.set(key, value);
      else params.delete(key);
    }
    setSearch(params, { replace: true });
    setPage((p) => ({ ...p, pageNum: 1 }));
  };

  const confirmDelete = (bill: SettlementSummary) => {
    const blocker = deleteBlocker(bill);
    if (blocker) {
      modal.info({ title: `结算单 ${bill.settlementId} 不能删除`, content: blocker, okText: '知道了' });
      return;
    }
    modal.confirm({
      title: `删除结算单 ${bill.settlementId}？`,
      content: `该异议账单已由更正账单 ${bill.supersededBy ?? ''} 替代，删除后不再出现在列表中，操作记录仍会保留。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        await remove({ settlementId: bill.settlementId }).unwrap();
        message.success('已删除');
      },
    });
  };
  const columns = useMemo(() => settlementColumns({ canConfirm, onDelete: confirmDelete }), [canConfirm]); // eslint-disable-line react-hooks/exhaustive-deps

  const countData = counts.data;
  const total = countData ? SETTLEMENT_STATUSES.reduce((sum, s) => sum + countData[s], 0) : undefined;
  const countOf = (key: TabKey) => (key === 'all' ? total : countData?.[key]);
  const items = TAB_KEYS.map((key) => {
    const n = countOf(key);
    return { key, label: `${key === 'all' ? '全部' : SETTLEMENT_STATUS_LABELS[key]}${n === undefined ? '' : `（${n}）`}` };
  });
  const filtered = Object.keys(filters).length > 0;

  return (
    <>
      <SettlementAmounts counts={countData} />
      <Tabs activeKey={tab} items={items} onChange={(key) => update({ status: key })} />
      <div style={{ marginBottom: 12 }}>
        <SettlementFilters value={filters} taskOptions={taskOptions} onChange={(next) => update({ ...next })} />
      </div>
      {isError && !data ? (
        <QueryError text="结算单加载失败" onRetry={refetch} />
      ) : (
        <DataTable<SettlementSummary>
          rowKey="settlementId"
          columns={columns}
          dataSource={data?.list ?? []}
          loading={isLoading || isFetching}
          locale={{ emptyText: isLoading ? ' ' : filtered || tab !== 'all' ? '没有符合条件的结算单' : '暂无结算单，平台出具账单后会显示在这里' }}
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

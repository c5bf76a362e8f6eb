import { useMemo } from 'react';
import type { SettlementSummary } from '@contract/settlements';
import {
  SETTLEMENT_LIMITS,
  SETTLEMENT_PATHS,
  SETTLEMENT_SORT_FIELDS,
  SETTLEMENT_STATUSES,
  SETTLEMENT_STATUS_LABELS,
} from '@contract/settlements.meta';
import type { SettlementStatus } from '@contract/settlements.meta';
import type { settlements } from '@contract/index';
import { LightTabs } from '@/components/light/tabs';
import { DataTable } from '@/components/ui/data-table';
import { ExportButton } from '@/components/ui/export-button';
import { filterParsers, useListParams } from '@/components/ui/list-params';
import { QueryError } from '@/components/ui/query-state';
import { useSettlementPermissions } from '@/lib/state/permissions';
import { useSettlementCountQuery, useSettlementDeleteMutation, useSettlementPageQuery } from '../api';
import { SettlementAmounts } from './settlement-amounts';
import { SETTLEMENT_CARD, settlementColumns } from './settlement-columns';
import { SettlementFilters } from './settlement-filters';
import type { TaskOption } from './settlement-filters';
import { useApp } from '@/components/ui/app-feedback';

type PageExport = typeof settlements.settlementPageExport;
const TAB_KEYS = ['all', ...SETTLEMENT_STATUSES] as const;
type TabKey = (typeof TAB_KEYS)[number];

/** What the URL may say about the list; anything else is ignored (the default). */
const LIST_PARAMS = {
  sortFields: SETTLEMENT_SORT_FIELDS,
  filters: {
    status: filterParsers.oneOf(SETTLEMENT_STATUSES),
    from: filterParsers.day,
    to: filterParsers.day,
    taskId: filterParsers.id,
    keyword: filterParsers.text(SETTLEMENT_LIMITS.keyword),
  },
  ranges: [['from', 'to']],
} as const;

/**
 * The supplier's bills: status tabs with counts; page, size, sort and filters kept in the URL (reload and back from
 * a bill land where it was); the filtered, sorted list exported as .xlsx.
 */
export function SettlementList({ taskOptions = [] }: { taskOptions?: TaskOption[] }) {
  const { modal, message } = useApp();
  const list = useListParams(LIST_PARAMS);
  const { status, ...filters } = list.filters;
  const tab: TabKey = (status as SettlementStatus | undefined) ?? 'all';
  const { canConfirm } = useSettlementPermissions();
  const [remove] = useSettlementDeleteMutation();

  const request = list.request as typeof list.request & { status?: SettlementStatus };
  const { data, isLoading, isFetching, isError, refetch } = useSettlementPageQuery(request);
  const counts = useSettlementCountQuery();

  const confirmDelete = (bill: SettlementSummary) => {
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
  const { pageNum: _pageNum, pageSize: _pageSize, ...exportPayload } = request;

  return (
    <>
      <SettlementAmounts counts={countData} />
      <LightTabs
        aria-label="结算单状态"
        activeKey={tab}
        items={items}
        onChange={(key) => list.setFilters({ status: key === 'all' ? undefined : key })}
      >
        <div className="list-toolbar">
          <SettlementFilters
            value={filters}
            taskOptions={taskOptions}
            onChange={(next) => list.setFilters({ from: next.from, to: next.to, taskId: next.taskId, keyword: next.keyword })}
          />
          <ExportButton
            path={SETTLEMENT_PATHS.pageExport satisfies PageExport['path']}
            payload={exportPayload}
            fileName="结算单列表.xlsx"
            disabled={!data?.total}
          />
        </div>
        {isError && !data ? (
          <QueryError text="结算单加载失败" onRetry={refetch} />
        ) : (
          <DataTable<SettlementSummary>
            rowKey="settlementId"
            card={SETTLEMENT_CARD}
            columns={columns}
            dataSource={data?.list ?? []}
            loading={isLoading || isFetching}
            sort={list.sort}
            onSortChange={(sort) => list.setSort(sort as typeof list.sort)}
            locale={{
              emptyText: isLoading ? ' ' : filtered || tab !== 'all' ? '没有符合条件的结算单' : '暂无结算单，平台出具账单后会显示在这里',
            }}
            pagination={{ current: list.pageNum, pageSize: list.pageSize, total: data?.total ?? 0, onChange: list.setPage }}
          />
        )}
      </LightTabs>
    </>
  );
}

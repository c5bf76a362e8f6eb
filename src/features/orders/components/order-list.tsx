import { useMemo, useState } from 'react';
import { LightSpace } from '@/components/light/space';
import { LightTabs } from '@/components/light/tabs';
import { DataTable } from '@/components/ui/data-table';
import { ExportButton } from '@/components/ui/export-button';
import { filterParsers, useListParams } from '@/components/ui/list-params';
import type { orders } from '@contract/index';
import type { OrderSummary } from '@contract/orders';
import { ORDER_PATHS, ORDER_SORT_FIELDS, ORDER_STATUSES, ORDER_STATUS_LABELS } from '@contract/orders.meta';
import type { OrderStatus } from '@contract/orders.meta';
import { useOrderPermissions } from '@/lib/state/permissions';
import { useMyOrderListQuery } from '../api';
import { ORDER_CARD, orderColumns } from './order-columns';
import { SubmitToPicker } from './submit-to-picker';
import { QueryError } from '@/components/ui/query-state';
import { OnceOpened } from '@/components/ui/once-opened';
import { preloadableLazy, withAntdScope } from '@/components/ui/lazy-screen';
import type { DistributeModalProps } from './distribute-modal';
import { LightSearchBox } from '@/components/light/search-box';
import './orders.css';

// The dialog that hands an order to a member comes with antd (the list itself is drawn light): fetched when a 分配
// button is pointed at or focused, shown when one is pressed.
const DistributeModal = preloadableLazy(
  withAntdScope<DistributeModalProps>(() => import('./distribute-modal').then((m) => ({ default: m.DistributeModal }))),
);

type OrderExport = typeof orders.myOrderExport;
const TAB_KEYS = ['all', ...ORDER_STATUSES] as const;
type TabKey = (typeof TAB_KEYS)[number];

/** What the URL may say about the list; anything else is ignored (the default). */
const LIST_PARAMS = {
  sortFields: ORDER_SORT_FIELDS,
  filters: { status: filterParsers.oneOf(ORDER_STATUSES), keyword: filterParsers.text(50) },
};

/**
 * My orders (those I took and those distributed to me): status tabs with counts, a keyword, the shared table; page,
 * size, sort and filters kept in the URL; the filtered, sorted list exported as .xlsx.
 */
export function OrderList() {
  const list = useListParams(LIST_PARAMS);
  const tab: TabKey = (list.filters.status as OrderStatus | undefined) ?? 'all';
  const keyword = list.filters.keyword ?? '';
  const [distributing, setDistributing] = useState<OrderSummary | null>(null);
  const { canDistribute, canManageCandidates } = useOrderPermissions();

  const request = list.request as typeof list.request & { status?: OrderStatus };
  const { data, isLoading, isFetching, isError, refetch } = useMyOrderListQuery(request);
  const columns = useMemo(
    () => orderColumns({ canDistribute, onDistribute: setDistributing, onDistributeIntent: () => void DistributeModal.preload() }),
    [canDistribute],
  );
  const { pageNum: _pageNum, pageSize: _pageSize, ...exportPayload } = request;

  const count = (key: TabKey) => (data?.counts ? `（${data.counts[key]}）` : '');
  const items = TAB_KEYS.map((key) => ({ key, label: `${key === 'all' ? '全部' : ORDER_STATUS_LABELS[key]}${count(key)}` }));

  return (
    <>
      <div className="orders-toolbar">
        <LightTabs
          aria-label="订单状态"
          activeKey={tab}
          items={items}
          onChange={(key) => list.setFilters({ status: key === 'all' ? undefined : key })}
        />
        <LightSpace wrap>
          {canManageCandidates && <SubmitToPicker />}
          <LightSearchBox
            ariaLabel="搜索订单"
            placeholder="任务名称或用工企业"
            defaultValue={keyword}
            maxLength={50}
            width={240}
            onSearch={(value) => list.setFilters({ keyword: value.trim() || undefined })}
          />
          <ExportButton
            path={ORDER_PATHS.myOrderExport satisfies OrderExport['path']}
            payload={exportPayload}
            fileName="订单.xlsx"
            disabled={!data?.total}
          />
        </LightSpace>
      </div>
      {isError && !data ? (
        <QueryError text="订单加载失败" onRetry={refetch} />
      ) : (
        <DataTable<OrderSummary>
          rowKey="orderId"
          card={ORDER_CARD}
          columns={columns}
          dataSource={data?.list ?? []}
          loading={isLoading || isFetching}
          sort={list.sort}
          onSortChange={(sort) => list.setSort(sort as typeof list.sort)}
          locale={{ emptyText: isLoading ? ' ' : keyword ? '没有符合条件的订单' : '暂无订单，去找工作接单吧' }}
          pagination={{ current: list.pageNum, pageSize: list.pageSize, total: data?.total ?? 0, onChange: list.setPage }}
        />
      )}
      <OnceOpened open={distributing !== null}>
        <DistributeModal order={distributing} onClose={() => setDistributing(null)} />
      </OnceOpened>
    </>
  );
}

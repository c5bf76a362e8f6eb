import { useMemo, useState } from 'react';
import { Input, Space, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { DataTable } from '@/components/ui/data-table';
import type { OrderSummary } from '@contract/orders';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@contract/orders.meta';
import type { OrderStatus } from '@contract/orders.meta';
import { useOrderPermissions } from '@/lib/state/permissions';
import { useMyOrderListQuery } from '../api';
import { DistributeModal } from './distribute-modal';
import { orderColumns } from './order-columns';
import { SubmitToPicker } from './submit-to-picker';
import { QueryError } from '@/components/ui/query-state';

const TAB_KEYS = ['all', ...ORDER_STATUSES] as const;
type TabKey = (typeof TAB_KEYS)[number];
const isTab = (value: string | null): value is TabKey => TAB_KEYS.some((key) => key === value);

/** My orders (those I took and those distributed to me): status tabs with counts, a keyword, the shared table. */
export function OrderList() {
  const [search, setSearch] = useSearchParams();
  const tab: TabKey = isTab(search.get('status')) ? (search.get('status') as TabKey) : 'all';
  const keyword = search.get('keyword') ?? '';
  const [page, setPage] = useState({ pageNum: 1, pageSize: 30 });
  const [distributing, setDistributing] = useState<OrderSummary | null>(null);
  const { canDistribute, canManageCandidates } = useOrderPermissions();

  const request = { ...page, ...(tab === 'all' ? {} : { status: tab as OrderStatus }), ...(keyword ? { keyword } : {}) };
  const { data, isLoading, isFetching, isError, refetch } = useMyOrderListQuery(request);
  const columns = useMemo(() => orderColumns({ canDistribute, onDistribute: setDistributing }), [canDistribute]);

  const setFilter = (key: 'status' | 'keyword', value: string) => {
    const next = new URLSearchParams(search);
    if (value && value !== 'all') next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace: true });
    setPage((p) => ({ ...p, pageNum: 1 }));
  };

  const count = (key: TabKey) => (data?.counts ? `（${data.counts[key]}）` : '');
  const items = TAB_KEYS.map((key) => ({ key, label: `${key === 'all' ? '全部' : ORDER_STATUS_LABELS[key]}${count(key)}` }));

  return (
    <>
      <div className="orders-toolbar">
        <Tabs activeKey={tab} items={items} onChange={(key) => setFilter('status', key)} />
        <Space wrap>
          {canManageCandidates && <SubmitToPicker />}
          <Input.Search
            aria-label="搜索订单"
            placeholder="任务名称或用工企业"
            allowClear
            defaultValue={keyword}
            maxLength={50}
            style={{ width: 260 }}
            onSearch={(value) => setFilter('keyword', value.trim())}
          />
        </Space>
      </div>
      {isError && !data ? (
        <QueryError text="订单加载失败" onRetry={refetch} />
      ) : (
        <DataTable<OrderSummary>
          rowKey="orderId"
          columns={columns}
          dataSource={data?.list ?? []}
          loading={isLoading || isFetching}
          locale={{ emptyText: isLoading ? ' ' : keyword ? '没有符合条件的订单' : '暂无订单，去找工作接单吧' }}
          pagination={{
            current: page.pageNum,
            pageSize: page.pageSize,
            total: data?.total ?? 0,
            onChange: (pageNum, pageSize) => setPage({ pageNum: pageSize === page.pageSize ? pageNum : 1, pageSize }),
          }}
        />
      )}
      <DistributeModal order={distributing} onClose={() => setDistributing(null)} />
    </>
  );
}

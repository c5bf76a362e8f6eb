import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import type { OrderSummary } from '@contract/orders';
import type { SettlementSummary } from '@contract/settlements';
import type { AuditEntryView as AuditEntry } from '@contract/audit';
import { fenToYuanFixed } from '@/lib/money';
import { beijingTime } from '@/lib/time';
import { usePlatformSupplierAuditQuery, usePlatformSupplierBillsQuery, usePlatformSupplierOrdersQuery } from '../api/suppliers';
import { PagedTable } from './paged-table';
import type { PageState } from './paged-table';

const FIRST: PageState = { pageNum: 1, pageSize: 30 };

const ORDER_COLUMNS: TableColumnsType<OrderSummary> = [
  { title: '任务', dataIndex: 'taskTitle' },
  { title: '用工企业', dataIndex: 'companyName' },
  { title: '城市', dataIndex: 'cityName' },
  { title: '佣金', key: 'reward', render: (_, o) => `${fenToYuanFixed(o.rewardAmount)} ${o.rewardUnitLabel}` },
  { title: '状态', dataIndex: 'statusLabel' },
  { title: '接单时间', dataIndex: 'takenAt', render: (v: string) => beijingTime(v) },
];

const BILL_COLUMNS: TableColumnsType<SettlementSummary> = [
  { title: '结算单号', dataIndex: 'settlementId' },
  { title: '任务', dataIndex: 'taskTitle' },
  { title: '周期', key: 'period', render: (_, b) => `${b.periodFrom} 至 ${b.periodTo}` },
  { title: '金额（元）', dataIndex: 'totalAmount', align: 'right', render: (v: number) => fenToYuanFixed(v) },
  { title: '状态', dataIndex: 'statusLabel' },
  { title: '出具时间', dataIndex: 'issuedAt', render: (v: string) => beijingTime(v) },
];

const AUDIT_COLUMNS: TableColumnsType<AuditEntry> = [
  { title: '时间', dataIndex: 'at', render: (v: string) => beijingTime(v, 'second') },
  { title: '操作人', key: 'actor', render: (_, e) => `${e.actorName} ${e.actorPhone}`.trim() },
  { title: '操作', dataIndex: 'actionLabel' },
  { title: '对象', dataIndex: 'targetName', render: (v: string | null) => v ?? '—' },
  { title: '内容', dataIndex: 'detail' },
];

export function SupplierOrders({ supplierId }: { supplierId: string }) {
  const [page, setPage] = useState(FIRST);
  const q = usePlatformSupplierOrdersQuery({ supplierId, ...page });
  return (
    <PagedTable<OrderSummary>
      aria-label="订单"
      rowKey="orderId"
      columns={ORDER_COLUMNS}
      data={q.data}
      loading={q.isFetching}
      error={q.error}
      page={page}
      onPage={setPage}
      empty="暂无订单"
    />
  );
}

export function SupplierBills({ supplierId }: { supplierId: string }) {
  const [page, setPage] = useState(FIRST);
  const q = usePlatformSupplierBillsQuery({ supplierId, ...page });
  return (
    <PagedTable<SettlementSummary>
      aria-label="结算单"
      rowKey="settlementId"
      columns={BILL_COLUMNS}
      data={q.data}
      loading={q.isFetching}
      error={q.error}
      page={page}
      onPage={setPage}
      empty="暂无结算单"
    />
  );
}

export function SupplierAudit({ supplierId }: { supplierId: string }) {
  const [page, setPage] = useState(FIRST);
  const q = usePlatformSupplierAuditQuery({ supplierId, ...page });
  return (
    <PagedTable<AuditEntry>
      aria-label="操作记录"
      rowKey="id"
      columns={AUDIT_COLUMNS}
      data={q.data}
      loading={q.isFetching}
      error={q.error}
      page={page}
      onPage={setPage}
      empty="暂无操作记录"
    />
  );
}

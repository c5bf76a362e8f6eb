import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import type { OrderSummary } from '@contract/orders';
import type { SettlementSummary } from '@contract/settlements';
import type { AuditEntryView as AuditEntry } from '@contract/audit';
import type { CardLayout } from '@/components/ui/data-cards';
import { fenToYuanFixed } from '@/lib/money';
import { beijingTime } from '@/lib/time';
import { usePlatformSupplierAuditQuery, usePlatformSupplierBillsQuery, usePlatformSupplierOrdersQuery } from '../api/suppliers';
import { BILL_COLUMN } from './bill-columns';
import { FIRST_PAGE, PagedTable } from './paged-table';
import type { ListQuery, PageState } from './paged-table';

const ORDER_COLUMNS: TableColumnsType<OrderSummary> = [
  { title: '任务', dataIndex: 'taskTitle' },
  { title: '用工企业', dataIndex: 'companyName' },
  { title: '城市', dataIndex: 'cityName', width: 110 },
  { title: '佣金', key: 'reward', width: 140, render: (_, o) => `${fenToYuanFixed(o.rewardAmount)} ${o.rewardUnitLabel}` },
  { title: '状态', dataIndex: 'statusLabel', width: 90 },
  { title: '接单时间', dataIndex: 'takenAt', width: 150, render: (v: string) => beijingTime(v) },
];

const { id, task, period, amount, status, issuedAt } = BILL_COLUMN;
const BILL_COLUMNS: TableColumnsType<SettlementSummary> = [id, task, period, amount, status, issuedAt];

const AUDIT_COLUMNS: TableColumnsType<AuditEntry> = [
  { title: '时间', dataIndex: 'at', width: 170, render: (v: string) => beijingTime(v, 'second') },
  { title: '操作人', key: 'actor', width: 180, render: (_, e) => `${e.actorName} ${e.actorPhone}`.trim() },
  { title: '操作', dataIndex: 'actionLabel', width: 130 },
  { title: '对象', dataIndex: 'targetName', render: (v: string | null) => v ?? '—' },
  { title: '内容', dataIndex: 'detail' },
];

const ORDER_CARD: CardLayout = {
  title: 'taskTitle',
  status: 'statusLabel',
  amount: 'reward',
  date: 'takenAt',
  fields: ['companyName', 'cityName'],
};
const BILL_CARD: CardLayout = {
  title: 'taskTitle',
  status: 'statusLabel',
  amount: 'totalAmount',
  date: 'issuedAt',
  fields: ['settlementId', 'period'],
};
const AUDIT_CARD: CardLayout = { title: 'actionLabel', date: 'at', fields: ['actor', 'targetName', 'detail'] };

type SupplierQuery<T> = (args: { supplierId: string } & PageState) => ListQuery<T>;

/** One of the supplier page's paged lists: its rows for this supplier, 30 a page. */
function SupplierList<T extends object>(props: {
  supplierId: string;
  useQuery: SupplierQuery<T>;
  label: string;
  rowKey: string;
  columns: TableColumnsType<T>;
  card: CardLayout;
}) {
  const { supplierId, useQuery, label, ...table } = props;
  const [page, setPage] = useState(FIRST_PAGE);
  const query = useQuery({ supplierId, ...page });
  return <PagedTable<T> {...table} aria-label={label} query={query} page={page} onPage={setPage} empty={`暂无${label}`} />;
}

export const SupplierOrders = ({ supplierId }: { supplierId: string }) => (
  <SupplierList
    supplierId={supplierId}
    useQuery={usePlatformSupplierOrdersQuery}
    label="订单"
    rowKey="orderId"
    columns={ORDER_COLUMNS}
    card={ORDER_CARD}
  />
);

export const SupplierBills = ({ supplierId }: { supplierId: string }) => (
  <SupplierList
    supplierId={supplierId}
    useQuery={usePlatformSupplierBillsQuery}
    label="结算单"
    rowKey="settlementId"
    columns={BILL_COLUMNS}
    card={BILL_CARD}
  />
);

export const SupplierAudit = ({ supplierId }: { supplierId: string }) => (
  <SupplierList
    supplierId={supplierId}
    useQuery={usePlatformSupplierAuditQuery}
    label="操作记录"
    rowKey="id"
    columns={AUDIT_COLUMNS}
    card={AUDIT_CARD}
  />
);

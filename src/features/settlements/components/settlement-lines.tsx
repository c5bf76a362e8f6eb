import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import type { SettlementLine } from '@contract/settlements';
import type { CardLayout } from '@/components/ui/data-cards';
import { LightTag } from '@/components/light/tag';
import { DataTable } from '@/components/ui/data-table';
import { QueryError } from '@/components/ui/query-state';
import { useSettlementDetailListQuery } from '../api';
import { priceOf, quantityOf, yuan } from '../format';

const columns: TableColumnsType<SettlementLine> = [
  {
    title: '候选人',
    dataIndex: 'candidateName',
    width: 140,
    render: (name: string, row) => (
      <>
        <span title={name}>{name}</span>
        {row.disputed && (
          <LightTag color="warning" className="settlement-line-disputed">
            有异议
          </LightTag>
        )}
      </>
    ),
  },
  { title: '数量', key: 'quantity', width: 110, align: 'right', render: (_, row) => `${quantityOf(row.quantity)} ${row.unitLabel}` },
  { title: '单价', dataIndex: 'unitPrice', width: 130, align: 'right', render: (fen: number, row) => priceOf(fen, row.unit) },
  { title: '应结（元）', dataIndex: 'grossAmount', width: 130, align: 'right', render: (fen: number) => yuan(fen) },
  { title: '扣款（元）', dataIndex: 'deduction', width: 120, align: 'right', render: (fen: number) => yuan(fen) },
  {
    title: '扣款原因',
    dataIndex: 'deductionReason',
    width: 180,
    ellipsis: { showTitle: true },
    render: (reason: string | null, row) => reason ?? (row.deduction > 0 ? '平台未注明' : '—'),
  },
  { title: '金额（元）', dataIndex: 'amount', width: 130, align: 'right', render: (fen: number) => yuan(fen) },
];

/** A line on a phone: the candidate (and 有异议), the amount, then how it adds up. */
const LINE_CARD: CardLayout = {
  title: 'candidateName',
  amount: 'amount',
  fields: ['quantity', 'unitPrice', 'grossAmount', 'deduction', 'deductionReason'],
};

export interface LineSelection {
  keys: string[];
  onChange: (keys: string[]) => void;
}

/** The bill's lines per candidate, paged; with `selection`, lines can be picked (across pages) for a dispute. */
export function SettlementLines({ settlementId, selection }: { settlementId: string; selection?: LineSelection }) {
  const [page, setPage] = useState({ pageNum: 1, pageSize: 30 });
  const { data, isLoading, isFetching, isError, refetch } = useSettlementDetailListQuery({ settlementId, ...page });
  if (isError && !data) return <QueryError text="结算明细加载失败" onRetry={refetch} />;
  return (
    <DataTable<SettlementLine>
      rowKey="lineId"
      card={LINE_CARD}
      columns={columns}
      dataSource={data?.list ?? []}
      loading={isLoading || isFetching}
      locale={{ emptyText: isLoading ? ' ' : '该结算单没有明细' }}
      rowSelection={
        selection && {
          selectedRowKeys: selection.keys,
          preserveSelectedRowKeys: true,
          onChange: (keys) => selection.onChange(keys.map(String)),
          getCheckboxProps: (row) => ({ 'aria-label': `选择 ${row.candidateName} 的明细` }),
        }
      }
      pagination={{
        current: page.pageNum,
        pageSize: page.pageSize,
        total: data?.total ?? 0,
        onChange: (pageNum, pageSize) => setPage({ pageNum: pageSize === page.pageSize ? pageNum : 1, pageSize }),
      }}
    />
  );
}

import type { TableColumnType } from 'antd';
import type { SettlementSummary } from '@contract/settlements';
import { fenToYuanFixed } from '@/lib/money';
import { beijingTime } from '@/lib/time';

/** A bill's columns, the same on 结算 and on a supplier's page (the console's bill rows extend the supplier's). */
export const BILL_COLUMN = {
  id: { title: '结算单号', dataIndex: 'settlementId', width: 80 },
  task: { title: '任务', dataIndex: 'taskTitle' },
  period: { title: '周期', key: 'period', width: 190, render: (_, b) => `${b.periodFrom} 至 ${b.periodTo}` },
  amount: { title: '金额（元）', dataIndex: 'totalAmount', align: 'right', width: 110, render: (v: number) => fenToYuanFixed(v) },
  status: { title: '状态', dataIndex: 'statusLabel', width: 90 },
  issuedAt: { title: '出具时间', dataIndex: 'issuedAt', width: 150, render: (v: string) => beijingTime(v) },
} satisfies Record<string, TableColumnType<SettlementSummary>>;

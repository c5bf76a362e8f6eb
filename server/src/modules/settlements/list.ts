import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { ERROR_CODES, LIST_EXPORT_MAX_ROWS } from '@contract/http.meta';
import type * as contract from '@contract/settlements';
import type { SettlementStatus } from '@contract/settlements.meta';
import { sortOf } from '../../db/sort';
import type { AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { parseId } from '../../lib/ids';
import { chinaDateTime, chinaDay, isoTime } from '../../lib/time';
import { keysetBatches, xlsxStream, type XlsxColumn } from '../../lib/xlsx-stream';
import { likePattern } from '../orders';
import { statusLabel, viewer, type SettlementCtx } from './common';
import { withKeywordTasks } from './bill-terms';
import * as repo from './repo';

type Filters = z.output<typeof contract.settlementPageExport.request>;

export const deletable = (b: { status: string; superseded_at: Date | null }) => b.status === 'disputed' && b.superseded_at !== null;

/** The list's filters and order for the session's supplier (never another's). */
export function listQueryOf(q: Filters, supplierId: number): { filter: repo.PageFilter; sort: repo.BillSort } {
  const keyword = q.keyword?.trim() || undefined;
  const filter: repo.PageFilter = {
    supplierId,
    status: q.status,
    from: q.from,
    to: q.to,
    // An id that cannot exist matches nothing, like another supplier's task does.
    taskId: q.taskId === undefined ? undefined : (parseId(q.taskId) ?? -1),
    keywordPattern: likePattern(keyword),
    keywordId: parseId(keyword) ?? undefined,
  };
  if (q.from && q.to && q.from > q.to) throw new BusinessError(ERROR_CODES.validation, 'from：周期开始不能晚于周期结束');
  return { filter, sort: sortOf(q, repo.BILL_SORT_COLUMNS, repo.DEFAULT_BILL_SORT) };
}

export function summaryOf(r: repo.BillPageRow): contract.SettlementSummary {
  return {
    settlementId: String(r.id),
    orderId: String(r.order_id),
    taskId: String(r.task_id),
    taskTitle: r.title,
    companyName: r.company_name,
    status: r.status as SettlementStatus,
    statusLabel: statusLabel(r.status),
    totalAmount: Number(r.total_fen),
    lineCount: r.line_count,
    periodFrom: r.period_from,
    periodTo: r.period_to,
    issuedAt: isoTime(r.issued_at),
    version: r.version,
    supersededBy: r.superseded_by === null ? null : String(r.superseded_by),
    deletable: deletable(r),
  };
}

const COLUMNS: XlsxColumn<repo.BillPageRow>[] = [
  { header: '结算单号', width: 12, value: (r) => String(r.id) },
  { header: '任务名称', width: 30, value: (r) => r.title },
  { header: '用工企业', width: 28, value: (r) => r.company_name },
  { header: '订单编号', width: 10, value: (r) => String(r.order_id) },
  { header: '周期开始', width: 12, value: (r) => r.period_from },
  { header: '周期结束', width: 12, value: (r) => r.period_to },
  { header: '明细数', width: 8, value: (r) => r.line_count },
  { header: '结算金额（元）', width: 16, money: true, value: (r) => Number(r.total_fen) / 100 },
  { header: '状态', width: 10, value: (r) => statusLabel(r.status) },
  { header: '出具时间', width: 20, value: (r) => chinaDateTime(r.issued_at) },
  { header: '更正账单', width: 10, value: (r) => (r.superseded_by === null ? '' : String(r.superseded_by)) },
];

/** The filtered, sorted list as a streamed .xlsx (at most LIST_EXPORT_MAX_ROWS bills; more is refused first). */
export async function settlementPageExport(
  ctx: SettlementCtx,
  q: Filters,
  auth: AuthContext,
): Promise<{ fileName: string; body: Readable }> {
  const { db, clock } = ctx;
  const supplier = viewer(auth);
  const query = listQueryOf(q, supplier.id);
  const [filter, sort] = [await withKeywordTasks(db, query.filter), query.sort];
  const total = await repo.countBills(db, filter);
  if (total > LIST_EXPORT_MAX_ROWS) {
    throw new BusinessError(
      ERROR_CODES.validation,
      `符合条件的结算单有 ${total} 张，一次最多导出 ${LIST_EXPORT_MAX_ROWS} 张，请缩小筛选范围`,
    );
  }
  const batches = keysetBatches((after: repo.BillPageRow | undefined, limit) => repo.billsAfter(db, filter, sort, after, limit));
  return { fileName: `结算单列表-${chinaDay(clock())}.xlsx`, body: xlsxStream('结算单', COLUMNS, batches) };
}

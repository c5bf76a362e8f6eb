import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { ERROR_CODES } from '@contract/http';
import type * as c from '@contract/platform/audit';
import { STAFF_ACTION_EXPORT_MAX_ROWS, STAFF_TARGET_LABELS, staffActionLabel } from '@contract/platform/audit.meta';
import { STAFF_ROLE_LABELS } from '@contract/platform/http.meta';
import type { Ctx } from '../../ctx';
import { BusinessError } from '../../http/envelope';
import { csvStream } from '../../lib/csv-stream';
import { chinaDateTime, chinaDay, isoTime } from '../../lib/time';
import { keysetBatches, xlsxStream, type XlsxColumn } from '../../lib/xlsx-stream';
import type { StaffAuth } from './auth';
import * as repo from './action-repo';

type Filters = z.output<typeof c.platformActionExport.request>;

const CST_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;
/** A Beijing calendar day's first instant. */
const beijingMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - CST_MS);

async function queryOf(ctx: Ctx, f: Omit<Filters, 'format'>): Promise<repo.ActionQuery> {
  let staffId: number | undefined;
  if (f.staffId !== undefined) {
    staffId = /^\d{1,9}$/.test(f.staffId) ? Number(f.staffId) : -1;
    if (staffId < 0 || !(await repo.staffExists(ctx.db, staffId))) throw new BusinessError(ERROR_CODES.notFound, '未找到该员工');
  }
  return {
    staffId,
    action: f.action,
    targetType: f.targetType,
    targetId: f.targetId,
    from: f.from ? beijingMidnight(f.from) : undefined,
    to: f.to ? new Date(beijingMidnight(f.to).getTime() + DAY_MS) : undefined,
  };
}

const rowOf = (r: repo.ActionRecord): c.StaffActionRow => ({
  id: String(r.id),
  at: isoTime(r.at),
  staffId: r.staff_id === null ? null : String(r.staff_id),
  staffName: r.staff_name,
  staffRole: r.staff_role,
  action: r.action,
  actionLabel: staffActionLabel(r.action),
  targetType: r.target_type,
  targetId: r.target_id,
  summary: r.summary,
  clientIp: r.client_ip,
});

/** 操作记录, newest first, paged and filtered on the server; admin only (the route's roles). */
export async function platformActionList(ctx: Ctx, input: z.output<typeof c.platformActionList.request>, _auth: StaffAuth) {
  const query = await queryOf(ctx, input);
  const [total, rows] = await Promise.all([
    repo.countActions(ctx.db, query),
    repo.pageActions(ctx.db, query, { offset: (input.pageNum - 1) * input.pageSize, limit: input.pageSize }),
  ]);
  return { list: rows.map(rowOf), total, pageNum: input.pageNum, pageSize: input.pageSize };
}

const COLUMNS: readonly XlsxColumn<repo.ActionRecord>[] = [
  { header: '时间（北京时间）', width: 20, value: (r) => chinaDateTime(r.at) },
  { header: '员工', width: 12, value: (r) => r.staff_name },
  { header: '角色', width: 10, value: (r) => (r.staff_role ? STAFF_ROLE_LABELS[r.staff_role] : '') },
  { header: '操作', width: 16, value: (r) => staffActionLabel(r.action) },
  { header: '对象类型', width: 10, value: (r) => STAFF_TARGET_LABELS[r.target_type] ?? r.target_type },
  { header: '对象编号', width: 12, value: (r) => r.target_id },
  { header: '详情', width: 60, value: (r) => r.summary },
  { header: 'IP 地址', width: 16, value: (r) => r.client_ip },
];

/** The filtered log as a streamed .xlsx or .csv; more than STAFF_ACTION_EXPORT_MAX_ROWS is refused before anything is sent. */
export async function platformActionExport(
  ctx: Ctx,
  input: Filters,
  _auth: StaffAuth,
): Promise<{ fileName: string; body: Readable; contentType?: string }> {
  const query = await queryOf(ctx, input);
  const total = await repo.countActions(ctx.db, query);
  if (total > STAFF_ACTION_EXPORT_MAX_ROWS) {
    throw new BusinessError(
      ERROR_CODES.validation,
      `符合条件的记录有 ${total} 条，一次最多导出 ${STAFF_ACTION_EXPORT_MAX_ROWS} 条，请缩小日期范围或筛选条件后再导出`,
    );
  }
  const batches = keysetBatches((after: repo.ActionRecord | undefined, limit) => repo.actionsAfter(ctx.db, query, after, limit), 1000);
  const name = `平台操作记录-${chinaDay(ctx.clock())}`;
  if (input.format === 'csv') return { fileName: `${name}.csv`, body: csvStream(COLUMNS, batches), contentType: 'text/csv; charset=utf-8' };
  return { fileName: `${name}.xlsx`, body: xlsxStream('操作记录', COLUMNS, batches) };
}

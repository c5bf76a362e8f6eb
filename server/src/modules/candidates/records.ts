import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { CANDIDATE_MANAGE_PERMISSION, CANDIDATE_STATUS_LABELS, type CandidateStatus } from '@contract/candidates.meta';
import type { Page } from '@contract/http';
import { chinaDate } from '@contract/id-number';
import type * as contract from '@contract/orders';
import { DONOR_EXPORT_MAX_ROWS, type StatisticsGranularity } from '@contract/orders.meta';
import type { AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { ERROR_CODES } from '@contract/http';
import { parseId } from '../../lib/ids';
import { isoTime } from '../../lib/time';
import { streamSheet } from '../../lib/xlsx-stream';
import type { Ctx } from '../../ctx';
import { likePattern } from '../orders';
import { requirePermission } from '../../http/auth';
import * as repo from './records-repo';

const DAY_MS = 24 * 3600_000;
/** Rows per query of the export. */
const EXPORT_BATCH = 1_000;
const CST_MS = 8 * 3600_000;
/** Midnight in China of a YYYY-MM-DD day, as an instant. */
const chinaMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - CST_MS);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Period starts (YYYY-MM-DD) from the one holding `from` to the one holding `to`, both China days. */
export function periodStarts(unit: StatisticsGranularity, from: string, to: string): string[] {
  const startOf = (day: string) => {
    if (unit === 'day') return day;
    if (unit === 'month') return `${day.slice(0, 8)}01`;
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
    return addDays(day, -weekday);
  };
  const next = (day: string) => {
    if (unit === 'day') return addDays(day, 1);
    if (unit === 'week') return addDays(day, 7);
    const [y, m] = day.split('-').map(Number) as [number, number];
    return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  };
  const out: string[] = [];
  for (let d = startOf(from); d <= to; d = next(d)) out.push(d);
  return out;
}

type DonorQuery = z.output<typeof contract.donorRecordList.request>;
type DonorFilters = z.output<typeof contract.donorRecordExport.request>;

type RecordCtx = Pick<Ctx, 'db' | 'clock' | 'orders'>;

async function filterOf({ orders }: RecordCtx, f: DonorFilters, auth: AuthContext): Promise<repo.RecordFilter> {
  const supplier = requirePermission(auth, CANDIDATE_MANAGE_PERMISSION, '候选人管理');
  if (f.startDate && f.endDate && f.startDate > f.endDate)
    throw new BusinessError(ERROR_CODES.validation, 'startDate：开始日期不能晚于结束日期');
  const orderIds = await orders.visibleOrderIds(auth, supplier);
  // An id that cannot exist matches nothing, like another supplier's task does.
  const taskId = f.taskId === undefined ? undefined : (parseId(f.taskId) ?? -1);
  return {
    supplierId: supplier.id,
    orderIds,
    from: f.startDate ? chinaMidnight(f.startDate) : undefined,
    to: f.endDate ? chinaMidnight(addDays(f.endDate, 1)) : undefined,
    taskId,
    status: f.status,
    keywordPattern: likePattern(f.keyword),
  };
}

const toRecord = (r: Awaited<ReturnType<typeof repo.pageRecords>>[number]): contract.DonorRecord => ({
  candidateId: String(r.id),
  orderId: String(r.order_id),
  taskId: String(r.task_id),
  taskTitle: r.title,
  companyName: r.company_name,
  name: r.name,
  mobile: r.mobile,
  sex: r.sex as contract.DonorRecord['sex'],
  age: r.age,
  status: r.status as CandidateStatus,
  statusLabel: CANDIDATE_STATUS_LABELS[r.status as CandidateStatus],
  submittedAt: isoTime(r.created_at),
  statusChangedAt: isoTime(r.status_changed_at),
  submittedBy: r.user_name,
});

/** The supplier's submissions over the orders the caller sees, filtered, a page at a time. */
export async function donorRecordList(ctx: RecordCtx, q: DonorQuery, auth: AuthContext): Promise<Page<contract.DonorRecord>> {
  const { db } = ctx;
  const { pageNum, pageSize, ...rest } = q;
  const f = await filterOf(ctx, rest, auth);
  const offset = (pageNum - 1) * pageSize;
  // The count and the page need nothing of each other: both at once, on two connections.
  const [total, rows] = await Promise.all([
    repo.countRecords(db, f),
    repo.pageRecords(db, f, { offset, limit: pageSize }, q.sortOrder ?? 'desc'),
  ]);
  if (offset >= total) return { list: [], total, pageNum, pageSize };
  return { list: rows.map(toRecord), total, pageNum, pageSize };
}

/**
 * The records as an .xlsx workbook (at most DONOR_EXPORT_MAX_ROWS rows, in the list's order), streamed: batches of
 * EXPORT_BATCH rows by keyset, so a 100,000-row export holds one batch in memory. Validation and permission are
 * settled before the first byte, so a refusal is still the envelope.
 */
export async function donorRecordExport(ctx: RecordCtx, q: DonorFilters, auth: AuthContext): Promise<{ fileName: string; body: Readable }> {
  const { db, clock } = ctx;
  const f = await filterOf(ctx, q, auth);
  async function* batches() {
    let afterId: number | undefined;
    for (let sent = 0; sent < DONOR_EXPORT_MAX_ROWS;) {
      const rows = await repo.pageRecords(
        db,
        f,
        { offset: 0, limit: Math.min(EXPORT_BATCH, DONOR_EXPORT_MAX_ROWS - sent), afterId },
        q.sortOrder ?? 'desc',
      );
      if (rows.length === 0) return;
      yield rows.map(toRecord);
      sent += rows.length;
      afterId = rows[rows.length - 1]!.id;
    }
  }
  const body = streamSheet({
    sheetName: '供应商记录',
    columns: [
      { header: '任务', key: 'taskTitle', width: 30 },
      { header: '用工企业', key: 'companyName', width: 28 },
      { header: '订单号', key: 'orderId', width: 10 },
      { header: '候选人', key: 'name', width: 12 },
      { header: '手机号', key: 'mobile', width: 14 },
      { header: '性别', key: 'sex', width: 6 },
      { header: '年龄', key: 'age', width: 6 },
      { header: '状态', key: 'statusLabel', width: 10 },
      { header: '推荐时间', key: 'submittedAt', width: 22 },
      { header: '状态更新时间', key: 'statusChangedAt', width: 22 },
      { header: '推荐人', key: 'submittedBy', width: 12 },
    ],
    batches: batches(),
    row: (r) => ({
      ...r,
      sex: r.sex === 'male' ? '男' : '女',
      submittedAt: r.submittedAt.replace('T', ' ').slice(0, 19),
      statusChangedAt: r.statusChangedAt.replace('T', ' ').slice(0, 19),
    }),
  });
  return { fileName: `供应商记录-${chinaDate(clock())}.xlsx`, body };
}

/** Submissions, interviews and hires per day, week or month over the orders the caller sees. */
export async function donateStatistics(
  ctx: RecordCtx,
  q: z.output<typeof contract.donateStatistics.request>,
  auth: AuthContext,
): Promise<contract.DonateStatistics> {
  const { db, clock, orders } = ctx;
  const supplier = requirePermission(auth, CANDIDATE_MANAGE_PERMISSION, '候选人管理');
  const today = chinaDate(clock());
  const unit = q.granularity;
  const endDay = q.endDate ?? today;
  // Without a start: the last 30 days, 12 weeks or 12 months, ending with the one holding endDay.
  const defaults = { day: [30, 1], week: [12, 7], month: [12, 31] } as const;
  const [count, span] = defaults[unit];
  const startDay = q.startDate ?? periodStarts(unit, addDays(endDay, -count * span), endDay).slice(-count)[0]!;
  if (startDay > endDay) throw new BusinessError(ERROR_CODES.validation, 'startDate：开始日期不能晚于结束日期');
  const periods = periodStarts(unit, startDay, endDay);
  if (periods.length > 400) throw new BusinessError(ERROR_CODES.validation, '统计区间过长，请缩短日期范围或按周、按月查看');
  const orderIds = await orders.visibleOrderIds(auth, supplier);
  const from = chinaMidnight(periods[0]!);
  const to = chinaMidnight(addDays(endDay, 1));
  const [submitted, moves] = await Promise.all([
    repo.submittedPerPeriod(db, { supplierId: supplier.id, orderIds, from, to }, unit),
    repo.movesPerPeriod(db, { supplierId: supplier.id, orderIds, from, to }, ['interviewed', 'hired'], unit),
  ]);
  const buckets = periods.map((period) => ({ period, submitted: 0, interviewed: 0, hired: 0 }));
  const at = new Map(buckets.map((b) => [b.period, b]));
  for (const r of submitted) {
    const b = at.get(r.period);
    if (b) b.submitted += Number(r.n);
  }
  for (const r of moves) {
    const b = at.get(r.period);
    if (b) b[r.to_status === 'hired' ? 'hired' : 'interviewed'] += Number(r.n);
  }
  const totals = buckets.reduce(
    (t, b) => ({ submitted: t.submitted + b.submitted, interviewed: t.interviewed + b.interviewed, hired: t.hired + b.hired }),
    {
      submitted: 0,
      interviewed: 0,
      hired: 0,
    },
  );
  return { granularity: unit, buckets, totals };
}

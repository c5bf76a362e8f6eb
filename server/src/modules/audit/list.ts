import ExcelJS from 'exceljs';
import type { z } from 'zod';
import * as contract from '@contract/audit';
import { ERROR_CODES } from '@contract/http';
import { maskMobile } from '@contract/id-number';
import type { Ctx } from '../../ctx';
import type { Executor } from '../../db/schema';
import { requireSupplier, type AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { safeRecord } from '../../lib/sheet-cells';
import { chinaDay, isoTime } from '../../lib/time';
import { usersByIds, usersMatching } from '../login';
import * as repo from './repo';
import { summarize, type AuditNames } from './summary';

type Filters = z.output<typeof contract.auditExport.request>;
type ListRequest = z.output<typeof contract.auditList.request>;

const CST_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;
const chinaMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - CST_MS);
const mask = (phone: string | null) => maskMobile(phone ?? '');
const likePattern = (keyword: string | undefined) => {
  const k = keyword?.trim();
  return k ? `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
};

type StoredEntry = Awaited<ReturnType<typeof repo.pageEntries>>[number];

/** The entries with their actor's and target's names and phones (one query of the login module for the page). */
async function withPeople(db: Executor, rows: StoredEntry[]) {
  const users = await usersByIds(
    db,
    rows.flatMap((r) => [r.actor_user_id, r.target_user_id].filter((id): id is number => id !== null)),
  );
  const user = (id: number | null) => (id === null ? undefined : users.get(id));
  return rows.map((r) => ({
    ...r,
    actor_name: user(r.actor_user_id)?.user_name ?? null,
    actor_phone: user(r.actor_user_id)?.phone ?? null,
    target_name: user(r.target_user_id)?.user_name ?? null,
  }));
}

/** The supplier's audit trail for its administrator: listed, filtered, exported. */
/** The names of recorded codes: the reference module's banks and regions. */
async function names(ctx: Ctx): Promise<AuditNames> {
  const [banks, regions] = await Promise.all([ctx.reference.banks(), ctx.reference.regionRows()]);
  return { bank: new Map(banks.map((b) => [b.bankCode, b.bankName])), region: new Map(regions.map((r) => [r.code, r.name])) };
}

/** A keyword's people: of everyone in the supplier's trail, those whose name or phone matches (the login module matches). */
async function matchingPeople(db: Executor, supplierId: number, pattern: string | undefined): Promise<number[] | undefined> {
  if (pattern === undefined) return undefined;
  const { byName, byPhone } = await usersMatching(db, await repo.peopleInTrail(db, supplierId), pattern, 'ilike');
  return [...new Set([...byName, ...byPhone])];
}

/** Administrator only; another supplier's member as `actorUserId` is "not found", never an empty page of theirs. */
async function queryOf(ctx: Ctx, f: Filters, auth: AuthContext): Promise<repo.AuditQuery> {
  const { db } = ctx;
  const supplier = requireSupplier(auth);
  if (!supplier.isMain) throw new BusinessError(ERROR_CODES.forbidden, '仅企业管理员可以查看操作记录');
  if (f.from && f.to && f.from > f.to) throw new BusinessError(ERROR_CODES.validation, 'from：开始日期不能晚于结束日期');
  let actorUserId: number | undefined;
  if (f.actorUserId !== undefined) {
    actorUserId = /^\d{1,9}$/.test(f.actorUserId) ? Number(f.actorUserId) : -1;
    // A member now, or one who acted in the trail before (and has left).
    const known =
      actorUserId >= 0 && ((await ctx.isMemberOf(db, supplier.id, actorUserId)) || (await repo.actedIn(db, supplier.id, actorUserId)));
    if (!known) throw new BusinessError(ERROR_CODES.notFound, '未找到该成员');
  }
  return {
    supplierId: supplier.id,
    action: f.action,
    actorUserId,
    from: f.from ? chinaMidnight(f.from) : undefined,
    to: f.to ? new Date(chinaMidnight(f.to).getTime() + DAY_MS) : undefined,
    personIds: await matchingPeople(db, supplier.id, likePattern(f.keyword)),
  };
}

const toView = (r: Awaited<ReturnType<typeof withPeople>>[number], n: AuditNames): contract.AuditEntryView => ({
  id: String(r.id),
  at: isoTime(r.created_at),
  actorName: r.actor_user_id === null ? '平台' : (r.actor_name ?? ''),
  actorPhone: mask(r.actor_phone),
  action: r.action,
  actionLabel: (contract.AUDIT_ACTION_LABELS as Record<string, string>)[r.action] ?? r.action,
  targetName: r.target_name,
  detail: summarize(r.action, r.detail, n),
  clientIp: r.client_ip,
});

export async function auditList(ctx: Ctx, q: ListRequest, auth: AuthContext) {
  const { db } = ctx;
  const query = await queryOf(ctx, q, auth);
  const [total, rows, n] = await Promise.all([
    repo.countEntries(db, query),
    repo.pageEntries(db, query, { offset: (q.pageNum - 1) * q.pageSize, limit: q.pageSize }).then((rows) => withPeople(db, rows)),
    names(ctx),
  ]);
  return { list: rows.map((r) => toView(r, n)), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** The file itself; a refusal (validation, permission, too many rows) is the envelope. */
export async function auditExport(ctx: Ctx, f: Filters, auth: AuthContext): Promise<{ fileName: string; body: Buffer }> {
  const { db } = ctx;
  const query = await queryOf(ctx, f, auth);
  const total = await repo.countEntries(db, query);
  if (total > contract.AUDIT_EXPORT_MAX_ROWS) {
    throw new BusinessError(
      ERROR_CODES.validation,
      `符合条件的记录有 ${total} 条，一次最多导出 ${contract.AUDIT_EXPORT_MAX_ROWS} 条，请缩小日期范围或筛选条件后再导出`,
    );
  }
  const n = await names(ctx);
  const rows = (await withPeople(db, await repo.pageEntries(db, query, { offset: 0, limit: contract.AUDIT_EXPORT_MAX_ROWS }))).map((r) =>
    toView(r, n),
  );
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('操作记录');
  sheet.columns = [
    { header: '时间', key: 'at', width: 20 },
    { header: '操作人', key: 'actorName', width: 12 },
    { header: '操作人手机号', key: 'actorPhone', width: 14 },
    { header: '操作', key: 'actionLabel', width: 16 },
    { header: '对象', key: 'targetName', width: 12 },
    { header: '详情', key: 'detail', width: 50 },
    { header: 'IP 地址', key: 'clientIp', width: 16 },
  ];
  for (const r of rows)
    sheet.addRow(safeRecord({ ...r, at: r.at.replace('T', ' ').slice(0, 19), targetName: r.targetName ?? '', clientIp: r.clientIp ?? '' }));
  sheet.getRow(1).font = { bold: true };
  const body = Buffer.from(await book.xlsx.writeBuffer());
  return { fileName: `操作记录-${chinaDay(ctx.clock())}.xlsx`, body };
}

import { ERROR_CODES, type Page } from '@contract/http';
import { PERMISSIONS, PHONE_PATTERN } from '@contract/login.meta';
import type * as contract from '@contract/platform/suppliers';
import { VERIFY_STATUS_LABELS } from '@contract/verification.meta';
import type { z } from 'zod';
import type { Ctx } from '../../ctx';
import type { AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { parseId } from '../../lib/ids';
import { isoTime } from '../../lib/time';
import { auditList } from '../audit';
import { userIdByPhone, usersByIds } from '../login';
import { membershipOf, membersOfSuppliers } from '../members';
import { likePattern, myOrderList } from '../orders';
import { settlementPage } from '../settlements';
import type { StaffAuth } from '../staff';
import { findSupplierRow, pageSuppliers, type SupplierListFilter, type SupplierRow } from '../suppliers';
import { suppliersByClaimedCreditCode, verificationHistory } from '../verification';

/* The console's 供应商: every supplier, its page, and the long lists on it as its administrator sees them. */

type Input<E extends { request: z.ZodType }> = z.output<E['request']>;

/** 18 characters of the credit code's alphabet: worth asking the submissions (a supplier under review has no code yet). */
const CREDIT_CODE_SHAPE = /^[0-9A-Z]{18}$/;

const supplierNotFound = () => new BusinessError(ERROR_CODES.notFound, '供应商不存在');

async function keywordOf(ctx: Ctx, keyword: string | undefined): Promise<SupplierListFilter['keyword']> {
  const pattern = likePattern(keyword);
  if (!keyword || !pattern) return undefined;
  const supplierIds: number[] = [];
  const creditCode = keyword.toUpperCase();
  if (CREDIT_CODE_SHAPE.test(creditCode)) supplierIds.push(...(await suppliersByClaimedCreditCode(ctx, creditCode)));
  if (PHONE_PATTERN.test(keyword)) {
    const userId = await userIdByPhone(ctx.db, keyword);
    const membership = userId === undefined ? undefined : await membershipOf(ctx.db, userId);
    if (membership) supplierIds.push(membership.supplier_id);
  }
  return { pattern, creditCode, supplierIds };
}

/** Each row with its administrator and member count: two batched reads for the page, never one per row. */
async function summaries(ctx: Ctx, rows: SupplierRow[]): Promise<contract.PlatformSupplierSummary[]> {
  const members = await membersOfSuppliers(
    ctx.db,
    rows.map((r) => r.id),
  );
  // One pass over the members, not a filter of them per row.
  const admins = new Map<number, number>();
  const counts = new Map<number, number>();
  for (const m of members) {
    if (m.is_main) admins.set(m.supplier_id, m.user_id);
    counts.set(m.supplier_id, (counts.get(m.supplier_id) ?? 0) + 1);
  }
  const users = await usersByIds(ctx.db, [...admins.values()]);
  return rows.map((r) => {
    const admin = users.get(admins.get(r.id) ?? -1);
    return {
      supplierId: String(r.id),
      name: r.name,
      supplierType: r.supplier_type,
      creditCode: r.credit_code,
      verifyStatus: r.verify_status,
      verifyStatusLabel: VERIFY_STATUS_LABELS[r.verify_status] ?? '未认证',
      disabled: r.disabled_at !== null,
      adminName: admin?.user_name ?? null,
      adminPhone: admin?.phone ?? null,
      memberCount: counts.get(r.id) ?? 0,
      createdAt: isoTime(r.created_at),
    };
  });
}

export async function platformSupplierList(
  ctx: Ctx,
  q: Input<typeof contract.platformSupplierList>,
  _auth: StaffAuth,
): Promise<Page<contract.PlatformSupplierSummary>> {
  const filter = { keyword: await keywordOf(ctx, q.keyword), verifyStatus: q.verifyStatus, disabled: q.disabled };
  const { rows, total } = await pageSuppliers(ctx.db, filter, q.pageNum, q.pageSize);
  return { list: await summaries(ctx, rows), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

async function supplierRow(ctx: Ctx, supplierIdText: string): Promise<SupplierRow> {
  const id = parseId(supplierIdText);
  const row = id === null ? undefined : await findSupplierRow(ctx.db, id);
  if (!row) throw supplierNotFound();
  return row;
}

export async function platformSupplierDetail(
  ctx: Ctx,
  q: Input<typeof contract.platformSupplierDetail>,
  _auth: StaffAuth,
): Promise<z.input<typeof contract.platformSupplierDetail.response>> {
  const row = await supplierRow(ctx, q.supplierId);
  const [[summary], members, verifications] = await Promise.all([
    summaries(ctx, [row]),
    membersOfSuppliers(ctx.db, [row.id]),
    verificationHistory(ctx, row.id),
  ]);
  const users = await usersByIds(
    ctx.db,
    members.map((m) => m.user_id),
  );
  return {
    supplier: { ...summary!, disabledAt: row.disabled_at ? isoTime(row.disabled_at) : null },
    members: members.map((m) => ({
      userId: String(m.user_id),
      name: users.get(m.user_id)?.user_name ?? '',
      phone: users.get(m.user_id)?.phone ?? '',
      isMain: m.is_main,
      authList: m.auth_list,
      joinedAt: isoTime(m.joined_at),
    })),
    verifications,
  };
}

/**
 * The supplier as its administrator: the supplier's own list operations answer the console's sub-lists, so
 * the page shows exactly what the supplier sees. Only for reads; no user has id 0.
 */
async function administratorView(ctx: Ctx, supplierIdText: string, auth: StaffAuth): Promise<AuthContext> {
  const row = await supplierRow(ctx, supplierIdText);
  return {
    userId: 0,
    sessionId: auth.sessionId,
    phone: '',
    userName: auth.name,
    supplier: { id: row.id, name: row.name, isMain: true, authList: [...PERMISSIONS], verifyStatus: row.verify_status },
  };
}

export async function platformSupplierOrders(ctx: Ctx, q: Input<typeof contract.platformSupplierOrders>, auth: StaffAuth) {
  const { supplierId, ...rest } = q;
  const { list, total, pageNum, pageSize } = await myOrderList(ctx, rest, await administratorView(ctx, supplierId, auth));
  return { list, total, pageNum, pageSize };
}

export async function platformSupplierBills(ctx: Ctx, q: Input<typeof contract.platformSupplierBills>, auth: StaffAuth) {
  const { supplierId, ...rest } = q;
  return settlementPage(ctx, rest, await administratorView(ctx, supplierId, auth));
}

export async function platformSupplierAudit(ctx: Ctx, q: Input<typeof contract.platformSupplierAudit>, auth: StaffAuth) {
  const { supplierId, ...rest } = q;
  return auditList(ctx, rest, await administratorView(ctx, supplierId, auth));
}

import type { z } from 'zod';
import { ERROR_CODES } from '@contract/http';
import { maskMobile } from '@contract/id-number';
import type * as c from '@contract/platform/staff';
import { STAFF_ROLE_LABELS } from '@contract/platform/http.meta';
import type { Ctx } from '../../ctx';
import { BusinessError } from '../../http/envelope';
import { isoTime } from '../../lib/time';
import { recordStaffAction } from './actions';
import type { StaffAuth } from './auth';
import * as repo from './repo';
import { staffSessions } from './session-repo';

type Input<E extends { request: z.ZodType }> = z.output<E['request']>;
type StaffRecord = NonNullable<Awaited<ReturnType<typeof repo.staffByPhone>>>;

const rowOf = (s: StaffRecord) => ({
  staffId: String(s.id),
  name: s.name,
  phone: s.phone,
  role: s.role,
  enabled: s.disabled_at === null,
  createdAt: isoTime(s.created_at),
  updatedAt: isoTime(s.updated_at),
});

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** 员工: admin only (the route's roles); newest first. */
export async function platformStaffList(ctx: Ctx, input: Input<typeof c.platformStaffList>, _auth: StaffAuth) {
  const { rows, total } = await repo.pageStaff(ctx.db, {
    keyword: input.keyword ? likePattern(input.keyword) : undefined,
    role: input.role,
    enabled: input.enabled,
    offset: (input.pageNum - 1) * input.pageSize,
    limit: input.pageSize,
  });
  return { list: rows.map(rowOf), total, pageNum: input.pageNum, pageSize: input.pageSize };
}

/**
 * A new staff account: the admin's 员工 screen and `npm run ops -- create-staff` (auth null) both call this. A phone
 * that already has one is refused (nothing changes); suppliers' accounts are another thing and are not looked at.
 */
export async function platformStaffCreate(ctx: Ctx, input: Input<typeof c.platformStaffCreate>, auth: StaffAuth | null) {
  const now = ctx.clock();
  const created = await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.insertStaff(trx, { phone: input.phone, name: input.name, role: input.role, created_at: now, updated_at: now });
    if (!row) return null;
    await recordStaffAction(
      ctx,
      auth,
      {
        action: 'staff.create',
        targetType: 'staff',
        targetId: row.id,
        summary: `新增员工 ${row.name}（${maskMobile(row.phone)}），角色：${STAFF_ROLE_LABELS[row.role]}`,
      },
      trx,
    );
    return row;
  });
  if (!created) throw new BusinessError(ERROR_CODES.conflict, `手机号 ${maskMobile(input.phone)} 已是平台员工账号，无需重复创建`);
  return rowOf(created);
}

/**
 * Changes a staff account's name, role or enabled state. The last enabled admin can be neither disabled nor made
 * another role (the console would have no one left to manage staff); a disabled account's sessions end at once.
 */
export async function platformStaffUpdate(ctx: Ctx, input: Input<typeof c.platformStaffUpdate>, auth: StaffAuth | null) {
  const now = ctx.clock();
  const staffId = /^\d{1,9}$/.test(input.staffId) ? Number(input.staffId) : -1;
  const updated = await ctx.db.transaction().execute(async (trx) => {
    // The admins first, always in the same order, so two changes to the last two admins cannot both pass.
    const admins = await repo.lockEnabledAdmins(trx);
    const before = staffId > 0 ? await repo.lockStaff(trx, staffId) : undefined;
    if (!before) throw new BusinessError(ERROR_CODES.notFound, '未找到该员工，请刷新后重试');
    const disabling = input.enabled === false && before.disabled_at === null;
    const demoting = input.role !== undefined && input.role !== 'admin' && before.role === 'admin';
    if ((disabling || demoting) && before.role === 'admin' && before.disabled_at === null && admins.length <= 1) {
      const self = auth?.staffId === String(before.id);
      throw new BusinessError(
        ERROR_CODES.conflict,
        `${self ? '您是' : '该员工是'}唯一启用的管理员，不能${disabling ? '停用' : '改为其他角色'}；请先设置另一位管理员`,
      );
    }
    const changes: string[] = [];
    if (input.name !== undefined && input.name !== before.name) changes.push(`姓名 ${before.name} → ${input.name}`);
    if (input.role !== undefined && input.role !== before.role)
      changes.push(`角色 ${STAFF_ROLE_LABELS[before.role]} → ${STAFF_ROLE_LABELS[input.role]}`);
    const enabling = input.enabled === true && before.disabled_at !== null;
    if (disabling) changes.push('停用');
    if (enabling) changes.push('启用');
    if (changes.length === 0) return before;
    const after = await repo.updateStaff(trx, before.id, {
      name: input.name ?? before.name,
      role: input.role ?? before.role,
      disabled_at: disabling ? now : enabling ? null : before.disabled_at,
      updated_at: now,
    });
    if (disabling) await staffSessions.revokeSessionsOf(trx, before.id, 'staff_disabled', now);
    await recordStaffAction(
      ctx,
      auth,
      { action: 'staff.update', targetType: 'staff', targetId: before.id, summary: `修改员工 ${after.name}：${changes.join('；')}` },
      trx,
    );
    return after;
  });
  return rowOf(updated);
}

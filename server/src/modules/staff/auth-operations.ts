import type { z } from 'zod';
import { ERROR_CODES } from '@contract/http';
import type * as c from '@contract/platform/auth';
import type { Ctx } from '../../ctx';
import { hitRateLimit } from '../../db/rate-limit';
import { BusinessError } from '../../http/envelope';
import type { StaffAuth } from './auth';
import * as repo from './repo';
import { closeStaffSession, notStaff, openStaffSession, refreshStaffSession } from './sessions';

type Input<E extends { request: z.ZodType }> = z.output<E['request']>;

const clientIp = (ctx: Ctx) => ctx.request?.ip ?? 'unknown';

/**
 * Only an enabled staff account's phone gets a code (no SMS goes to anyone else). The lookups an address may make
 * are limited like code sends, so the refusal cannot be used to list staff phones quickly.
 */
async function requireStaffPhone(ctx: Ctx, phone: string): Promise<void> {
  const allowed = await hitRateLimit(
    ctx.db,
    `staff-login:ip:${clientIp(ctx)}`,
    3600,
    ctx.config.sms.hourlyLimitPerAddress * 2,
    ctx.clock(),
  );
  if (!allowed) throw new BusinessError(ERROR_CODES.tooMany, '操作过于频繁，请稍后再试');
  const staff = await repo.staffByPhone(ctx.db, phone);
  if (!staff || staff.disabled_at) throw notStaff();
}

export async function platformSendCode(ctx: Ctx, input: Input<typeof c.platformSendCode>, _auth: null): Promise<null> {
  await requireStaffPhone(ctx, input.phone);
  await ctx.codes.send(input.phone, clientIp(ctx), 'staff_login');
  return null;
}

export async function platformLogin(ctx: Ctx, input: Input<typeof c.platformLogin>, _auth: null) {
  await requireStaffPhone(ctx, input.phone);
  await ctx.codes.verify(input.phone, input.code, clientIp(ctx), 'staff_login');
  return openStaffSession(ctx, input.phone);
}

export function platformRefreshToken(ctx: Ctx, input: Input<typeof c.platformRefreshToken>, _auth: null) {
  return refreshStaffSession(ctx, input.refreshToken);
}

export async function platformLogout(ctx: Ctx, _input: Input<typeof c.platformLogout>, auth: StaffAuth): Promise<null> {
  await closeStaffSession(ctx, auth.sessionId);
  return null;
}

export function platformWhoami(_ctx: Ctx, _input: Input<typeof c.platformWhoami>, auth: StaffAuth) {
  return { staffId: auth.staffId, name: auth.name, phone: auth.phone, role: auth.role };
}

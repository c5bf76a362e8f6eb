import type { z } from 'zod';
import { VERIFY_STATUS, type LoginInfo } from '@contract/login';
import type * as c from '@contract/login';
import { maskMobile } from '@contract/id-number';
import type { Ctx } from '../../ctx';
import type { AuthContext } from '../../http/auth';
import { closeSession, openSession, refreshSession } from './sessions';

type Input<E extends { request: z.ZodType }> = z.output<E['request']>;

/** Where the call came from; operator commands have no request. */
const clientIp = (ctx: Ctx) => ctx.request?.ip ?? 'unknown';

/** The phone typed in, or the one an invitation was sent to (refuses an unknown, used or expired invitation). */
const phoneOf = (ctx: Ctx, body: { phone?: string; inviteCode?: string }) =>
  body.phone !== undefined ? Promise.resolve(body.phone) : ctx.invitedPhone(body.inviteCode ?? '');

export async function sendCode(ctx: Ctx, input: Input<typeof c.sendCode>, _auth: null): Promise<null> {
  await ctx.codes.send(await phoneOf(ctx, input), clientIp(ctx));
  return null;
}

export async function loginByPhone(ctx: Ctx, input: Input<typeof c.loginByPhone>, _auth: null) {
  const phone = await phoneOf(ctx, input);
  await ctx.codes.verify(phone, input.code, clientIp(ctx));
  return openSession(ctx, {
    phone,
    sid: input.sid || undefined,
    sourcecode: input.sourcecode || undefined,
    clientIp: clientIp(ctx),
    userAgent: ctx.request?.userAgent ?? null,
  });
}

export function refreshToken(ctx: Ctx, input: Input<typeof c.refreshToken>, _auth: null) {
  return refreshSession(ctx, input.refreshToken);
}

export async function logout(ctx: Ctx, _input: Input<typeof c.logout>, auth: AuthContext): Promise<null> {
  await closeSession(ctx, auth.sessionId);
  return null;
}

/** What the logged-in user sees about themselves. */
export function getLoginInfo(_ctx: Ctx, _input: Input<typeof c.getLoginInfo>, auth: AuthContext): LoginInfo {
  const s = auth.supplier;
  return {
    userId: String(auth.userId),
    userName: auth.userName,
    phone: auth.phone,
    supplierInfo: s
      ? { supplierId: String(s.id), supplierName: s.name, authList: s.authList, verifyStatus: s.verifyStatus, isMain: s.isMain }
      : null,
  };
}

/**
 * The home page's overview. Counts are scoped to the user's own user and supplier; they come from the modules that
 * own the rows (the order count is the 全部 count of the user's own order list, so the overview never promises more).
 */
export async function getHomePageUserInfo(ctx: Ctx, _input: Input<typeof c.getHomePageUserInfo>, auth: AuthContext) {
  const s = auth.supplier;
  const [takenOrderCount, collectionCount] = await Promise.all([ctx.orders.visibleCount(auth), ctx.tasks.collectionCount(auth.userId)]);
  return {
    userId: String(auth.userId),
    userName: auth.userName,
    // Masked: the home page is often on a shared screen.
    phone: maskMobile(auth.phone),
    supplierName: s?.name ?? null,
    verifyStatus: s?.verifyStatus ?? VERIFY_STATUS.none,
    isMain: s?.isMain ?? false,
    takenOrderCount,
    collectionCount,
  };
}

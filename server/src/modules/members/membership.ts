import { ERROR_CODES } from '@contract/http';
import { maskMobile } from '@contract/id-number';
import { hasOwnName } from '@contract/user.meta';
import { PERMISSIONS } from '@contract/login.meta';
import { DEFAULT_MEMBER_PERMISSIONS, MEMBER_MANAGE_PERMISSION } from '@contract/members.meta';
import type { z } from 'zod';
import type * as c from '@contract/members';
import type { Ctx } from '../../ctx';
import type { Executor } from '../../db/schema';
import { requireSupplier, type AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { isoTime } from '../../lib/time';
import { actorOf, recordAudit } from '../audit';
import { bindSessionsToSupplier, setUserName, unbindSessions, usersByIds } from '../login';
import { supplierById } from '../suppliers';
import { findInRoster } from './roster';
import * as repo from './repo';
import { hashInviteCode, refusals, statusOf, userIdOf } from './rules';
import { isUniqueViolation } from '../../db/errors';
import { myUserInfoPath } from '@contract/routes';

type Body<E extends { request: z.ZodType }> = z.output<E['request']>;

const linkInvalid = () => new BusinessError(ERROR_CODES.notFound, '邀请链接无效或已被撤销，请联系企业管理员重新邀请');
const linkUsed = () => refusals.conflict('该邀请已被使用，如需加入请联系企业管理员重新邀请');
const linkExpired = () => refusals.conflict('邀请已过期，请联系企业管理员重新邀请');

/** Joining by invitation, leaving, and handing the administrator role over. */
const membersLink = myUserInfoPath('members');
/** The invitation behind a code, refused in the words the invitee needs when it cannot be used. */
async function usableInvitation(db: Executor, inviteCode: string, now: Date) {
  const found = await repo.findInvitationByHash(db, hashInviteCode(inviteCode));
  const supplier = found && (await supplierById(db, found.supplier_id));
  if (!found || !supplier || supplier.disabled_at) throw linkInvalid();
  const people = await usersByIds(db, found.invited_by === null ? [found.user_id] : [found.user_id, found.invited_by]);
  const row = {
    ...found,
    supplier_name: supplier.name,
    phone: people.get(found.user_id)?.phone ?? '',
    inviter_name: found.invited_by === null ? null : (people.get(found.invited_by)?.user_name ?? null),
  };
  if (row.accepted_at) throw linkUsed();
  if (row.expires_at <= now) throw linkExpired();
  return row;
}

export async function inviteLinkInfo(ctx: Ctx, { inviteCode }: Body<typeof c.inviteLinkInfo>, _auth: null) {
  const row = await usableInvitation(ctx.db, inviteCode, ctx.clock());
  return {
    supplierName: row.supplier_name,
    inviterName: row.inviter_name ?? '',
    expiresAt: isoTime(row.expires_at),
    phoneMasked: maskMobile(row.phone),
    name: row.name,
  };
}

/** The phone a usable invitation was sent to: the invitation link's login sends the code there. */
export async function invitedPhone(ctx: Pick<Ctx, 'db' | 'clock'>, inviteCode: string): Promise<string> {
  return (await usableInvitation(ctx.db, inviteCode, ctx.clock())).phone;
}

export async function joinSupplier(ctx: Ctx, { inviteCode }: Body<typeof c.joinSupplier>, auth: AuthContext) {
  const now = ctx.clock();
  const row = await usableInvitation(ctx.db, inviteCode, now);
  if (row.user_id !== auth.userId) {
    throw new BusinessError(ERROR_CODES.forbidden, `该邀请发给了手机号 ${maskMobile(row.phone)}，请使用该手机号登录后加入`);
  }
  if (auth.supplier) {
    throw auth.supplier.id === row.supplier_id
      ? refusals.conflict('您已是该企业的成员')
      : refusals.conflict(`您已加入「${auth.supplier.name}」，请先退出该企业后再加入`);
  }
  try {
    await ctx.notices.withNotices(async (trx, add) => {
      // The conditional update decides between two racing joins with one code: one marks it used, the other is refused.
      if (!(await repo.acceptInvitation(trx, row.id, now))) throw linkUsed();
      await repo.insertMember(trx, { supplierId: row.supplier_id, userId: auth.userId, permissions: row.permissions, now });
      // The inviter's name for them, unless they have given their own.
      if (!hasOwnName(auth.userName)) await setUserName(trx, auth.userId, row.name, now);
      await bindSessionsToSupplier(trx, auth.userId, row.supplier_id, now);
      await recordAudit(trx, {
        supplierId: row.supplier_id,
        ...actorOf(auth),
        action: 'member.join',
        targetUserId: auth.userId,
        detail: { name: row.name, permissions: row.permissions },
        at: now,
      });
      const audience = { supplierId: row.supplier_id, permission: MEMBER_MANAGE_PERMISSION, exceptUserIds: [auth.userId] };
      const n = {
        type: 'member_joined' as const,
        objectId: auth.userId,
        title: `${row.name} 已加入企业`,
        body: `${row.name}（${maskMobile(row.phone)}）接受邀请加入了「${row.supplier_name}」`,
        link: membersLink,
      };
      add(await ctx.notices.notifyMembers(trx, audience, n));
    });
  } catch (err) {
    // A user belongs to one supplier: a join racing another join (or an operator's create-supplier) loses here.
    if (isUniqueViolation(err)) throw refusals.conflict('您已加入其他企业，请先退出后再加入');
    throw err;
  }
  return { supplierId: String(row.supplier_id), supplierName: row.supplier_name };
}

/** A member leaves; their sessions go on without a supplier. The administrator hands the role over first. */
export async function exitSubject(ctx: Ctx, _input: Body<typeof c.exitSubject>, auth: AuthContext): Promise<null> {
  const supplier = requireSupplier(auth);
  const adminFirst = () => refusals.invalid('您是企业管理员，请先将管理员转让给其他成员后再退出企业');
  if (supplier.isMain) throw adminFirst();
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (trx) => {
    // Never the administrator's row, even if the role reached this user after the session was read.
    if (!(await repo.deleteMember(trx, supplier.id, auth.userId))) throw adminFirst();
    await unbindSessions(trx, auth.userId);
    await recordAudit(trx, { supplierId: supplier.id, ...actorOf(auth), action: 'member.exit', targetUserId: auth.userId, at: now });
  });
  return null;
}

/**
 * The administrator hands the role to an active member, confirmed by a code sent to the administrator's phone.
 * Afterwards the former administrator is an ordinary member with the everyday permissions; the new one has all.
 */
export async function transferAdmin(ctx: Ctx, body: Body<typeof c.transferAdmin>, auth: AuthContext): Promise<null> {
  const supplier = requireSupplier(auth);
  if (!supplier.isMain) throw refusals.adminOnly('转让管理员');
  const userId = userIdOf(body.userId);
  if (userId === auth.userId) throw refusals.invalid('不能把管理员转让给自己，请选择其他成员');
  const target = await findInRoster(ctx.db, supplier.id, { userId });
  if (!target) throw refusals.notFound();
  if (statusOf(target, ctx.clock()) !== 'active') throw refusals.invalid('只能转让给已加入企业的成员，该成员尚未接受邀请');
  await ctx.userCodes.verify(auth, 'transfer_admin', body.code);
  const now = ctx.clock();
  await ctx.notices.withNotices(async (trx, add) => {
    // Of two racing transfers only one finds its caller still the administrator; the other changes nothing.
    if (!(await repo.demoteAdmin(trx, supplier.id, auth.userId, DEFAULT_MEMBER_PERMISSIONS)))
      throw refusals.conflict('您已不是企业管理员，请刷新后查看');
    if (!(await repo.promoteAdmin(trx, supplier.id, userId, [...PERMISSIONS]))) throw refusals.notFound();
    await recordAudit(trx, {
      supplierId: supplier.id,
      ...actorOf(auth),
      action: 'admin.transfer',
      targetUserId: userId,
      detail: { from: auth.userId, to: userId, toName: target.name },
      at: now,
    });
    const n = { supplierId: supplier.id, type: 'admin_transferred' as const, objectId: userId, link: membersLink };
    add(
      await ctx.notices.notify(trx, [
        {
          ...n,
          userIds: [userId],
          title: `您已成为「${supplier.name}」的管理员`,
          body: `${auth.userName || '原管理员'} 将企业管理员转让给了您`,
        },
        { ...n, userIds: [auth.userId], title: `管理员已转让给 ${target.name}`, body: '您现在是企业的普通成员' },
      ]),
    );
  });
  return null;
}

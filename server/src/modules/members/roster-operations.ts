/**
 * The roster side of members: list, detail, invitations, edits and removal (joining, leaving and the admin role are
 * in membership.ts). Permission changes and removals are told to the member (and removals to the other managers) in
 * their transaction; a rename is a silent change.
 */
import { PERMISSIONS } from '@contract/login.meta';
import { DEFAULT_MEMBER_PERMISSIONS, INVITE_TTL_DAYS, MEMBER_MANAGE_PERMISSION } from '@contract/members.meta';
import type * as c from '@contract/members';
import type { z } from 'zod';
import type { Ctx } from '../../ctx';
import { requireSupplier, type AuthContext } from '../../http/auth';
import { addSeconds, isoTime } from '../../lib/time';
import { actorOf, recordAudit } from '../audit';
import { ensureUser, setUserName } from '../login';
import * as repo from './repo';
import { findInRoster, listRoster } from './roster';
import { likePattern, managingSupplier, newInviteCode, refusals, rosterKeyOf, sortedPermissions, toItem, userIdOf } from './rules';
import { isUniqueViolation } from '../../db/errors';
import { myUserInfoPath, spaPath } from '@contract/routes';

type Body<E extends { request: z.ZodType }> = z.output<E['request']>;

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((p) => b.includes(p));
const alreadyInvited = () => refusals.conflict('已邀请过该手机号，可在成员列表中重新邀请');

const expiry = (now: Date) => addSeconds(now, INVITE_TTL_DAYS * 24 * 3600);

export async function list(ctx: Ctx, body: Body<typeof c.list>, auth: AuthContext) {
  const supplier = managingSupplier(auth);
  const { rows, total } = await listRoster(
    ctx.db,
    supplier.id,
    likePattern(body.keyword),
    body.pageSize,
    (body.pageNum - 1) * body.pageSize,
  );
  const now = ctx.clock();
  return { list: rows.map((r) => toItem(r, now)), total, pageNum: body.pageNum, pageSize: body.pageSize };
}

/** Anyone may read their own entry; others' need the member permission. */
export async function detail(ctx: Ctx, body: Body<typeof c.detail>, auth: AuthContext) {
  const userId = userIdOf(body.userId);
  const supplier = userId === auth.userId ? requireSupplier(auth) : managingSupplier(auth);
  const row = await findInRoster(ctx.db, supplier.id, { userId });
  if (!row) throw refusals.notFound();
  return { ...toItem(row, ctx.clock()), invitedBy: row.invited_by };
}

export async function addMember(ctx: Ctx, body: Body<typeof c.addMember>, auth: AuthContext) {
  const supplier = managingSupplier(auth);
  const permissions = sortedPermissions(body.permissions ?? DEFAULT_MEMBER_PERMISSIONS, PERMISSIONS);
  if (!supplier.isMain && !permissions.every((p) => supplier.authList.includes(p))) throw refusals.adminOnly('授予您自己没有的权限');
  const now = ctx.clock();
  const { code, hash } = newInviteCode();
  const expiresAt = expiry(now);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      // Whether the phone has an account, a disabled one or one of another supplier, the answer is the same:
      // a disabled account simply cannot log in to join, and joining refuses a member of another supplier.
      const user = await ensureUser(trx, body.phone, now);
      const membership = await repo.findMembershipOf(trx, user.id);
      if (membership?.supplier_id === supplier.id) throw refusals.conflict('该手机号已是本企业成员');
      if (await repo.findPendingInvitation(trx, supplier.id, user.id)) throw alreadyInvited();
      await repo.insertInvitation(trx, {
        supplierId: supplier.id,
        userId: user.id,
        name: body.name,
        permissions,
        codeHash: hash,
        invitedBy: auth.userId,
        now,
        expiresAt,
      });
      await recordAudit(trx, {
        supplierId: supplier.id,
        ...actorOf(auth),
        action: 'member.invite',
        targetUserId: user.id,
        detail: { phone: body.phone, name: body.name, permissions },
        at: now,
      });
    });
    return { inviteCode: code, expiresAt: isoTime(expiresAt) };
  } catch (err) {
    // Two admins inviting the same phone at once: the pending-invitation index lets one through.
    if (isUniqueViolation(err)) throw alreadyInvited();
    throw err;
  }
}

export async function reInvite(ctx: Ctx, body: Body<typeof c.reInvite>, auth: AuthContext) {
  const supplier = managingSupplier(auth);
  const invitationId = userIdOf(body.invitationId);
  const now = ctx.clock();
  const { code, hash } = newInviteCode();
  const expiresAt = expiry(now);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.renewInvitation(trx, supplier.id, invitationId, { codeHash: hash, invitedBy: auth.userId, now, expiresAt });
    if (!row) throw refusals.notFound();
    await recordAudit(trx, {
      supplierId: supplier.id,
      ...actorOf(auth),
      action: 'member.reinvite',
      targetUserId: row.user_id,
      detail: { name: row.name },
      at: now,
    });
  });
  return { inviteCode: code, invitationId: String(invitationId), expiresAt: isoTime(expiresAt) };
}

export async function edit(ctx: Ctx, body: Body<typeof c.edit>, auth: AuthContext): Promise<null> {
  const supplier = managingSupplier(auth);
  const key = rosterKeyOf(body);
  const permissions = sortedPermissions(body.permissions, PERMISSIONS);
  const now = ctx.clock();
  await ctx.notices.withNotices(async (trx, add) => {
    const row = await findInRoster(trx, supplier.id, key);
    if (!row) throw refusals.notFound();
    const userId = row.user_id;
    const permissionsChanged = !sameSet(permissions, row.permissions);
    if (row.is_main && permissionsChanged) throw refusals.invalid('管理员拥有全部权限，不能修改管理员的权限');
    if (row.is_main && userId !== auth.userId) throw refusals.adminOnly('修改管理员的信息');
    if (permissionsChanged && !supplier.isMain) throw refusals.adminOnly('修改成员权限');
    if (row.joined_at) {
      // The row lock orders this edit after a removal racing it: a removed member is "not found", never re-edited.
      if (!(await repo.lockMember(trx, supplier.id, userId))) throw refusals.notFound();
      if (permissionsChanged) await repo.setMemberPermissions(trx, supplier.id, userId, permissions);
      if (permissionsChanged && userId !== auth.userId) {
        const body = `${auth.userName || '企业管理员'} 修改了您在「${supplier.name}」的权限`;
        add(
          await ctx.notices.notify(trx, [
            {
              supplierId: supplier.id,
              userIds: [userId],
              type: 'member_permissions',
              objectId: userId,
              title: '您的权限已变更',
              body,
              link: spaPath('workbench'),
            },
          ]),
        );
      }
      if (row.name !== body.name) await setUserName(trx, userId, body.name, now);
    } else {
      await repo.updateInvitation(trx, supplier.id, row.invitation_id!, body.name, permissions);
    }
    // Open members lists and the renamed member's header follow (no notice: nothing to act on).
    if (row.name !== body.name) add(ctx.notices.changed(supplier.id, 'member'));
    const entry = { supplierId: supplier.id, ...actorOf(auth), targetUserId: userId, at: now };
    if (row.name !== body.name)
      await recordAudit(trx, { ...entry, action: 'member.edit', detail: { before: { name: row.name }, after: { name: body.name } } });
    if (permissionsChanged) {
      await recordAudit(trx, {
        ...entry,
        action: 'member.permissions',
        detail: { before: row.permissions, after: permissions, invited: !row.joined_at },
      });
    }
  });
  return null;
}

/** Removing a member ends their sessions at once: the guard answers E000022 once the membership is gone. */
export async function remove(ctx: Ctx, body: Body<typeof c.remove>, auth: AuthContext): Promise<null> {
  const supplier = managingSupplier(auth);
  const key = rosterKeyOf(body);
  if ('userId' in key && key.userId === auth.userId) throw refusals.invalid('不能移除自己，如需离开企业请使用“退出企业”');
  const now = ctx.clock();
  await ctx.notices.withNotices(async (trx, add) => {
    const row = await findInRoster(trx, supplier.id, key);
    if (!row) throw refusals.notFound();
    if (row.is_main) throw refusals.invalid('不能移除企业管理员');
    const userId = row.user_id;
    const removed =
      row.invitation_id === null
        ? await repo.deleteMember(trx, supplier.id, userId)
        : await repo.deleteInvitation(trx, supplier.id, row.invitation_id);
    if (!removed) throw refusals.notFound();
    if (row.joined_at) {
      // The removed member's own notice ends their open pages (the socket re-checks the session on it).
      const removedNotice = { type: 'member_removed' as const, objectId: userId, link: null };
      add(
        await ctx.notices.notify(trx, [
          {
            supplierId: supplier.id,
            userIds: [userId],
            ...removedNotice,
            title: `您已被移出 ${supplier.name}`,
            body: '您已不能再查看该企业的数据',
          },
        ]),
      );
      const audience = { supplierId: supplier.id, permission: MEMBER_MANAGE_PERMISSION, exceptUserIds: [auth.userId] };
      add(
        await ctx.notices.notifyMembers(trx, audience, {
          ...removedNotice,
          title: `成员 ${row.name} 已被移出`,
          body: `${auth.userName || '企业管理员'} 移除了成员 ${row.name}`,
          link: myUserInfoPath('members'),
        }),
      );
    }
    await recordAudit(trx, {
      supplierId: supplier.id,
      ...actorOf(auth),
      action: 'member.remove',
      targetUserId: userId,
      detail: { name: row.name, phone: row.phone, invitation: !row.joined_at },
      at: now,
    });
  });
  return null;
}

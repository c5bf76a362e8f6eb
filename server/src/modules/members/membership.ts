import { ERROR_CODES } from '@contract/http';
import { hasOwnName } from '@contract/user.meta';
import { PERMISSIONS } from '@contract/login.meta';
import { DEFAULT_MEMBER_PERMISSIONS, MEMBER_MANAGE_PERMISSION } from '@contract/members.meta';
import type { Db } from '../../db/schema';
import { requireSupplier, type AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import type { Clock } from '../../lib/clock';
import { isoTime } from '../../lib/time';
import { actorOf, recordAudit } from '../audit';
import { bindSessionsToSupplier, setUserName, unbindSessions, usersByIds } from '../login';
import { withNoticesOf, type NoticePort } from '../notifications';
import { supplierById } from '../suppliers';
import { findInRoster } from './roster';
import * as repo from './repo';
import { hashInviteCode, maskPhone, refusals, statusOf, userIdOf } from './rules';

/** Checks (and uses up) the caller's transfer_admin SMS code; throws the code's own refusal. */
export type VerifyAdminCode = (auth: AuthContext, code: string) => Promise<void>;

const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
const linkInvalid = () => new BusinessError(ERROR_CODES.notFound, '邀请链接无效或已被撤销，请联系企业管理员重新邀请');
const linkUsed = () => refusals.conflict('该邀请已被使用，如需加入请联系企业管理员重新邀请');
const linkExpired = () => refusals.conflict('邀请已过期，请联系企业管理员重新邀请');

/** Joining by invitation, leaving, and handing the administrator role over. */
export function createMembershipService({
  db,
  clock,
  verifyAdminCode,
  notices,
}: {
  db: Db;
  clock: Clock;
  verifyAdminCode: VerifyAdminCode;
  /** Joins are told to the managers, transfers to both administrators, in their transaction. */
  notices?: Pick<NoticePort, 'withNotices' | 'notify' | 'notifyMembers'>;
}) {
  const inTransaction = withNoticesOf(db, notices);
  const membersLink = '/myUserInfo/members';
  /** The invitation behind a code, refused in the words the invitee needs when it cannot be used. */
  async function usableInvitation(inviteCode: string, now: Date) {
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

  async function inviteInfo({ inviteCode }: { inviteCode: string }) {
    const row = await usableInvitation(inviteCode, clock());
    return {
      supplierName: row.supplier_name,
      inviterName: row.inviter_name ?? '',
      expiresAt: isoTime(row.expires_at),
      phoneMasked: maskPhone(row.phone),
      name: row.name,
    };
  }

  /** The phone a usable invitation was sent to: the invitation link's login sends the code there. */
  async function invitedPhone(inviteCode: string): Promise<string> {
    return (await usableInvitation(inviteCode, clock())).phone;
  }

  async function join({ inviteCode }: { inviteCode: string }, auth: AuthContext) {
    const now = clock();
    const row = await usableInvitation(inviteCode, now);
    if (row.user_id !== auth.userId) {
      throw new BusinessError(ERROR_CODES.forbidden, `该邀请发给了手机号 ${maskPhone(row.phone)}，请使用该手机号登录后加入`);
    }
    if (auth.supplier) {
      throw auth.supplier.id === row.supplier_id
        ? refusals.conflict('您已是该企业的成员')
        : refusals.conflict(`您已加入「${auth.supplier.name}」，请先退出该企业后再加入`);
    }
    try {
      await inTransaction(async (trx, add) => {
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
        if (notices) {
          const audience = { supplierId: row.supplier_id, permission: MEMBER_MANAGE_PERMISSION, exceptUserIds: [auth.userId] };
          const n = { type: 'member_joined' as const, objectId: auth.userId, title: `${row.name} 已加入企业`, body: `${row.name}（${maskPhone(row.phone)}）接受邀请加入了「${row.supplier_name}」`, link: membersLink };
          add(await notices.notifyMembers(trx, audience, n));
        }
      });
    } catch (err) {
      // A user belongs to one supplier: a join racing another join (or an operator's create-supplier) loses here.
      if (isUniqueViolation(err)) throw refusals.conflict('您已加入其他企业，请先退出后再加入');
      throw err;
    }
    return { supplierId: String(row.supplier_id), supplierName: row.supplier_name };
  }

  /** A member leaves; their sessions go on without a supplier. The administrator hands the role over first. */
  async function exit(auth: AuthContext): Promise<null> {
    const supplier = requireSupplier(auth);
    const adminFirst = () => refusals.invalid('您是企业管理员，请先将管理员转让给其他成员后再退出企业');
    if (supplier.isMain) throw adminFirst();
    const now = clock();
    await db.transaction().execute(async (trx) => {
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
  async function transfer(body: { userId: string; code: string }, auth: AuthContext): Promise<null> {
    const supplier = requireSupplier(auth);
    if (!supplier.isMain) throw refusals.adminOnly('转让管理员');
    const userId = userIdOf(body.userId);
    if (userId === auth.userId) throw refusals.invalid('不能把管理员转让给自己，请选择其他成员');
    const target = await findInRoster(db, supplier.id, { userId });
    if (!target) throw refusals.notFound();
    if (statusOf(target, clock()) !== 'active') throw refusals.invalid('只能转让给已加入企业的成员，该成员尚未接受邀请');
    await verifyAdminCode(auth, body.code);
    const now = clock();
    await inTransaction(async (trx, add) => {
      // Of two racing transfers only one finds its caller still the administrator; the other changes nothing.
      if (!(await repo.demoteAdmin(trx, supplier.id, auth.userId, DEFAULT_MEMBER_PERMISSIONS))) throw refusals.conflict('您已不是企业管理员，请刷新后查看');
      if (!(await repo.promoteAdmin(trx, supplier.id, userId, [...PERMISSIONS]))) throw refusals.notFound();
      await recordAudit(trx, {
        supplierId: supplier.id,
        ...actorOf(auth),
        action: 'admin.transfer',
        targetUserId: userId,
        detail: { from: auth.userId, to: userId, toName: target.name },
        at: now,
      });
      if (notices) {
        const n = { supplierId: supplier.id, type: 'admin_transferred' as const, objectId: userId, link: membersLink };
        add(
          await notices.notify(trx, [
            { ...n, userIds: [userId], title: `您已成为「${supplier.name}」的管理员`, body: `${auth.userName || '原管理员'} 将企业管理员转让给了您` },
            { ...n, userIds: [auth.userId], title: `管理员已转让给 ${target.name}`, body: '您现在是企业的普通成员' },
          ]),
        );
      }
    });
    return null;
  }

  return { inviteInfo, invitedPhone, join, exit, transfer };
}

export type MembershipService = ReturnType<typeof createMembershipService>;

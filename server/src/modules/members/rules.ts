import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@contract/http';
import { MEMBER_MANAGE_PERMISSION, type MemberStatus } from '@contract/members.meta';
import type { memberItem } from '@contract/members';
import type { z } from 'zod';
import { requirePermission, type ActingSupplier, type AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { parseId } from '../../lib/ids';
import { isoTime } from '../../lib/time';
import type { MemberRow, RosterKey } from './roster';

/** Refusals shared by the member calls, each in words the user can act on. */
export const refusals = {
  notFound: () => new BusinessError(ERROR_CODES.notFound, '成员不存在或已被移除'),
  adminOnly: (what: string) => new BusinessError(ERROR_CODES.forbidden, `只有企业管理员可以${what}`),
  conflict: (message: string) => new BusinessError(ERROR_CODES.conflict, message),
  invalid: (message: string) => new BusinessError(ERROR_CODES.validation, message),
};

/** The caller's supplier when they may manage members (E000403 otherwise). */
export const managingSupplier = (auth: AuthContext): ActingSupplier => requirePermission(auth, MEMBER_MANAGE_PERMISSION, '成员管理');

/** A user id from the request; one that cannot exist is "not found", like another supplier's. */
export function userIdOf(raw: string): number {
  const id = parseId(raw);
  if (id === null) throw refusals.notFound();
  return id;
}

/** A roster key from a request: `userId` names a member, `invitationId` an invitation (the contract asks for one of them). */
export function rosterKeyOf(body: { userId?: string; invitationId?: string }): RosterKey {
  if (body.invitationId !== undefined) return { invitationId: userIdOf(body.invitationId) };
  return { userId: userIdOf(body.userId ?? '') };
}

/** 256 random bits, base64url: unguessable, and only its hash is stored. */
export function newInviteCode(): { code: string; hash: string } {
  const code = randomBytes(32).toString('base64url');
  return { code, hash: hashInviteCode(code) };
}

export const hashInviteCode = (code: string) => createHash('sha256').update(code).digest('hex');

export function statusOf(row: Pick<MemberRow, 'joined_at' | 'expires_at'>, now: Date): MemberStatus {
  if (row.joined_at) return 'active';
  return row.expires_at && row.expires_at > now ? 'invited' : 'expired';
}

export function toItem(row: MemberRow, now: Date): z.input<typeof memberItem> {
  return {
    // An invitation shows its own id, never the invited phone's account (which may be another supplier's user).
    userId: row.invitation_id === null ? String(row.user_id) : null,
    invitationId: row.invitation_id === null ? null : String(row.invitation_id),
    name: row.name,
    phone: row.phone,
    isMain: row.is_main,
    status: statusOf(row, now),
    permissions: row.permissions,
    joinedAt: row.joined_at ? isoTime(row.joined_at) : null,
    invitedAt: row.invited_at ? isoTime(row.invited_at) : null,
    expiresAt: row.expires_at ? isoTime(row.expires_at) : null,
  };
}

/** `%`, `_` and `\` typed by a user are literal characters, not patterns. */
export function likePattern(keyword: string | undefined): string | undefined {
  const k = keyword?.trim();
  return k ? `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}

/** Permissions in the canonical order, so stored lists compare and read the same. */
export const sortedPermissions = (list: readonly string[], order: readonly string[]) => order.filter((p) => list.includes(p));

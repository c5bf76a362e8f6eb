import { z } from 'zod';
import { endpoint, empty, id, nothing, page, pageRequest, text, storable } from './http';
import { CODE_MESSAGE, CODE_PATTERN, PERMISSIONS, phone } from './login';
import { personName } from './user';
import { INVITE_CODE_PATTERN, MEMBER_KEYWORD_MAX, MEMBER_PATHS, MEMBER_STATUSES } from './members.meta';

export * from './members.meta';

const permission = z.enum(PERMISSIONS, '不是可选的权限');
/** A set of permission codes: each one known, none twice. */
const permissions = z
  .array(permission)
  .max(PERMISSIONS.length, `最多 ${PERMISSIONS.length} 项权限`)
  .refine((list) => new Set(list).size === list.length, '权限不能重复');
const memberName = personName;
/** A member by `userId`, or an invitation by `invitationId`: exactly one of them. */
const rosterKey = { userId: id.optional(), invitationId: id.optional() };
const oneKey = (body: { userId?: string; invitationId?: string }) => (body.userId === undefined) !== (body.invitationId === undefined);
const oneKeyMessage = { message: '请指定成员（userId）或邀请（invitationId）中的一个' };
const inviteCode = storable().trim().regex(INVITE_CODE_PATTERN, '邀请链接无效，请检查链接是否完整');

export const memberStatus = z.enum(MEMBER_STATUSES);

/**
 * A member (`userId` set), or an invitation (status invited / expired: `invitationId` set, `userId` null — nothing
 * tells whether the invited phone has an account before it joins; `joinedAt` is null, `invitedAt`/`expiresAt` set).
 */
export const memberItem = z.object({
  userId: z.string().nullable(),
  invitationId: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  isMain: z.boolean(),
  status: memberStatus,
  permissions: z.array(z.string()),
  joinedAt: z.string().nullable(),
  invitedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});

/** The supplier's members and pending invitations: the administrator first, then by join / invite time. */
export const list = endpoint({
  path: MEMBER_PATHS.list,
  request: z.strictObject({ keyword: text(MEMBER_KEYWORD_MAX).optional(), ...pageRequest }),
  response: page(memberItem),
});

export const detail = endpoint({
  path: MEMBER_PATHS.detail,
  request: z.strictObject({ userId: id }),
  response: memberItem.extend({ invitedBy: z.string().nullable() }),
});

/**
 * Invites a phone: an unguessable code, valid INVITE_TTL_DAYS, shown to the inviter once (only its hash is stored).
 * The answer is the same for every phone (no account id), so it never tells whether the phone has an account.
 */
export const addMember = endpoint({
  path: MEMBER_PATHS.addMember,
  request: z.strictObject({ phone, name: memberName, permissions: permissions.optional() }),
  response: z.object({ inviteCode: z.string(), expiresAt: z.string() }),
});

/** A new code and a new expiry for a pending (or expired) invitation; the old code stops working. */
export const reInvite = endpoint({
  path: MEMBER_PATHS.reInvite,
  request: z.strictObject({ invitationId: id }),
  response: z.object({ inviteCode: z.string(), invitationId: z.string(), expiresAt: z.string() }),
});

/** Name and permissions of a member or invitation; permissions only by the administrator. */
export const edit = endpoint({
  path: MEMBER_PATHS.edit,
  request: z.strictObject({ ...rosterKey, name: memberName, permissions }).refine(oneKey, oneKeyMessage),
  response: nothing,
});

/** Removes a member (their sessions end at once with E000022) or withdraws an invitation. */
export const remove = endpoint({
  path: MEMBER_PATHS.remove,
  request: z.strictObject(rosterKey).refine(oneKey, oneKeyMessage),
  response: nothing,
});

/** The caller leaves the supplier; the administrator must hand the role over first. */
export const exitSubject = endpoint({
  path: MEMBER_PATHS.exitSubject,
  request: empty,
  response: nothing,
});

/** Hands the administrator role to an active member, confirmed by an SMS code sent to the administrator's phone. */
export const transferAdmin = endpoint({
  path: MEMBER_PATHS.transferAdmin,
  request: z.strictObject({ userId: id, code: storable().trim().regex(CODE_PATTERN, CODE_MESSAGE) }),
  response: nothing,
});

/**
 * What an invitation link shows before login: the company, the inviter's name, the invitee's name as the inviter
 * gave it and the invited phone masked. The code travels in chats and mails, so whoever holds it learns no more of
 * the invitee's number than its ends; the login page logs in "with the invited phone" by the code (login.ts).
 */
export const inviteLinkInfo = endpoint({
  path: MEMBER_PATHS.inviteLinkInfo,
  request: z.strictObject({ inviteCode }),
  response: z.object({
    supplierName: z.string(),
    inviterName: z.string(),
    expiresAt: z.string(),
    phoneMasked: z.string(),
    name: z.string(),
  }),
});

/** The logged-in invited phone joins the supplier (once; not while in another supplier). */
export const joinSupplier = endpoint({
  path: MEMBER_PATHS.joinSupplier,
  request: z.strictObject({ inviteCode }),
  response: z.object({ supplierId: z.string(), supplierName: z.string() }),
});

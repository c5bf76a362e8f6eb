import { z } from 'zod';
import { endpoint, empty, id, nothing, page, pageRequest, text, storable } from './http';
import { CODE_MESSAGE, CODE_PATTERN, PERMISSIONS, phone } from './login';
import { INVITE_CODE_PATTERN, MEMBER_KEYWORD_MAX, MEMBER_NAME_MAX, MEMBER_PATHS, MEMBER_STATUSES } from './members.meta';

export * from './members.meta';

const permission = z.enum(PERMISSIONS, '不是可选的权限');
/** A set of permission codes: each one known, none twice. */
const permissions = z
  .array(permission)
  .max(PERMISSIONS.length, `最多 ${PERMISSIONS.length} 项权限`)
  .refine((list) => new Set(list).size === list.length, '权限不能重复');
const memberName = text(MEMBER_NAME_MAX).min(1, '请输入成员姓名');
const inviteCode = storable().trim().regex(INVITE_CODE_PATTERN, '邀请链接无效，请检查链接是否完整');

export const memberStatus = z.enum(MEMBER_STATUSES);

/** A member, or an invited phone (status invited / expired: `joinedAt` is null, `invitedAt`/`expiresAt` are set). */
export const memberItem = z.object({
  userId: z.string(),
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
  request: z.strictObject({ userId: id }),
  response: z.object({ inviteCode: z.string(), userId: z.string(), expiresAt: z.string() }),
});

/** Name and permissions of a member or invitation; permissions only by the administrator. */
export const edit = endpoint({
  path: MEMBER_PATHS.edit,
  request: z.strictObject({ userId: id, name: memberName, permissions }),
  response: nothing,
});

/** Removes a member (their sessions end at once with E000022) or withdraws an invitation. */
export const remove = endpoint({
  path: MEMBER_PATHS.remove,
  request: z.strictObject({ userId: id }),
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

/** What an invitation link shows before login. */
export const inviteLinkInfo = endpoint({
  path: MEMBER_PATHS.inviteLinkInfo,
  request: z.strictObject({ inviteCode }),
  response: z.object({ supplierName: z.string(), inviterName: z.string(), expiresAt: z.string(), phoneMasked: z.string(), name: z.string() }),
});

/** The logged-in invited phone joins the supplier (once; not while in another supplier). */
export const joinSupplier = endpoint({
  path: MEMBER_PATHS.joinSupplier,
  request: z.strictObject({ inviteCode }),
  response: z.object({ supplierId: z.string(), supplierName: z.string() }),
});

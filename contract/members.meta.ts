/** Members of a supplier and their invitations: plain values (no zod) for the SPA and the schemas in members.ts. */
import type { Permission } from './login.meta';

export const MEMBER_PATHS = {
  list: '/pc_suppliers_member/auth/list',
  detail: '/pc_suppliers_member/auth/detail',
  addMember: '/pc_suppliers_member/auth/add_member',
  reInvite: '/pc_suppliers_member/auth/re_invite',
  edit: '/pc_suppliers_member/auth/edit',
  remove: '/pc_suppliers_member/auth/remove',
  exitSubject: '/pc_suppliers_member/auth/exit_subject',
  transferAdmin: '/pc_suppliers_member/auth/transfer_admin',
  joinSupplier: '/pc_suppliers_member/auth/join_supplier',
  inviteLinkInfo: '/pc_suppliers_member/unlimited/invite_link_info',
} as const;

/** The permission that lets a member see and manage the other members (permission edits stay the administrator's). */
export const MEMBER_MANAGE_PERMISSION: Permission = 'member:manage';

/** `active`: joined; `invited`: an invitation waits; `expired`: the invitation ran out (re-invite renews it). */
export const MEMBER_STATUSES = ['active', 'invited', 'expired'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = { active: '已加入', invited: '待加入', expired: '邀请已过期' };

/** Chinese names of the permission codes (the invite and edit dialogs' checkboxes). */
export const PERMISSION_LABELS: Record<Permission, string> = {
  'task:take': '接单',
  'order:manage': '订单管理',
  'candidate:manage': '候选人管理',
  'settlement:view': '查看结算',
  'settlement:confirm': '确认结算',
  'agreement:sign': '签署协议',
  'member:manage': '成员管理',
  'supplier:edit': '企业信息维护',
  'bank:manage': '银行信息管理',
};

/**
 * What a member does day to day; an invitation without permissions gets these, and so does an administrator who
 * hands the role over (members, company details, bank and confirming bills stay with the new administrator).
 */
export const DEFAULT_MEMBER_PERMISSIONS: Permission[] = ['task:take', 'order:manage', 'candidate:manage', 'settlement:view'];

/** An invitation is valid this long; re-inviting starts it again with a new code. */
export const INVITE_TTL_DAYS = 7;
/** 32 random bytes, base64url: 43 characters. */
export const INVITE_CODE_LENGTH = 43;
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const MEMBER_NAME_MAX = 20;
export const MEMBER_KEYWORD_MAX = 20;

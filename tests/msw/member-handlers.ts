import { members, user } from '@contract/index';
import type { ResponseOf } from '@contract/http';
import { fail, ok, onCall } from './contract';

type MemberItem = ResponseOf<typeof members.list>['list'][number];

export const memberItem = (overrides: Partial<MemberItem> = {}): MemberItem => ({
  userId: 'u-2',
  invitationId: null,
  name: '王五',
  phone: '13800000002',
  isMain: false,
  status: 'active',
  permissions: ['task:take', 'order:manage'],
  joinedAt: '2026-11-01T09:00:00+08:00',
  invitedAt: null,
  expiresAt: null,
  ...overrides,
});

/** The fixture supplier's roster: the administrator (u-1, as in loginInfo()), a member, a pending and an expired invitation. */
export const roster = (): MemberItem[] => [
  memberItem({ userId: 'u-1', name: '张经理', phone: '13800138000', isMain: true, permissions: ['task:take', 'member:manage'] }),
  memberItem(),
  memberItem({
    userId: null,
    invitationId: 'i-3',
    name: '赵敏',
    phone: '13800000003',
    status: 'invited',
    joinedAt: null,
    invitedAt: '2026-11-20T09:00:00+08:00',
    expiresAt: '2026-11-27T09:00:00+08:00',
  }),
  memberItem({
    userId: null,
    invitationId: 'i-4',
    name: '陈晨',
    phone: '13800000004',
    status: 'expired',
    joinedAt: null,
    invitedAt: '2026-11-01T09:00:00+08:00',
    expiresAt: '2026-11-08T09:00:00+08:00',
  }),
];

export const INVITE_CODE = 'c'.repeat(43);

export const invitationInfo = () => ({
  supplierName: '示例人力资源有限公司',
  inviterName: '张经理',
  expiresAt: '2026-11-27T09:00:00+08:00',
  phoneMasked: '138****0003',
  name: '赵敏',
});

/** Default answers for the members section and the activation page; tests replace them with server.use(). */
export const memberHandlers = [
  onCall(members.list, () => ok({ list: roster(), total: 4, pageNum: 1, pageSize: 30 })),
  onCall(members.detail, ({ body }) =>
    ok({ ...(roster().find((m) => m.userId === body.userId) ?? memberItem({ userId: body.userId })), invitedBy: null }),
  ),
  onCall(members.inviteLinkInfo, ({ body }) =>
    body.inviteCode === INVITE_CODE ? ok(invitationInfo()) : fail('E000404', '邀请链接无效或已被撤销，请联系企业管理员重新邀请'),
  ),
  onCall(user.sendVerCode, () => ok(null)),
];

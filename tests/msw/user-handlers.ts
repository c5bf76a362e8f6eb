import { audit, user } from '@contract/index';
import type { AuditEntryView } from '@contract/audit';
import { ok, onCall } from './contract';

export const auditEntry = (overrides: Partial<AuditEntryView> = {}): AuditEntryView => ({
  id: '1',
  at: '2026-11-20T10:30:00+08:00',
  actorName: '张经理',
  actorPhone: '138****8000',
  action: 'member.invite',
  actionLabel: '邀请成员',
  targetName: '李娜',
  detail: '手机号：139****0001',
  clientIp: '203.0.113.10',
  ...overrides,
});

export const userHandlers = [
  onCall(user.updatePhoneOldSend, () => ok(null)),
  onCall(user.updatePhoneOldCheck, () => ok({ stepToken: 'step-1', expiresAt: '2026-11-23T10:15:00+08:00' })),
  onCall(user.updatePhoneNewSend, () => ok(null)),
  onCall(user.updatePhoneNewCheck, ({ body }) => ok({ phone: `${body.newPhone.slice(0, 3)}****${body.newPhone.slice(7)}` })),
  onCall(audit.auditList, () => ok({ list: [auditEntry()], total: 1, pageNum: 1, pageSize: 30 })),
  onCall(user.emailInfo, () => ok({ email: null })),
  onCall(user.emailBind, () => ok(null)),
  onCall(user.emailVerify, ({ body }) => ok({ email: body.email.trim().toLowerCase() })),
];

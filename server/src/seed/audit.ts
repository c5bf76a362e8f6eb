import { recordAudit } from '../modules/audit';
import type { Executor } from '../db/schema';
import { demoPeople } from './demo-people';
import { DEMO_SUPPLIER } from './supplier';

const DAY_MS = 24 * 3600 * 1000;

/**
 * A short history for the demo supplier's 操作记录 screen: its verification, the platform's approval, the two
 * members' invitations and joining, one permission change. Run once (marker in seed.ts).
 */
export async function seedDemoAudit(trx: Executor, now: Date): Promise<void> {
  const people = await demoPeople(trx);
  if (!people) return;
  const { supplierId, admin, lina, zhangwei } = people;
  const daysAgo = (days: number, hours = 10) => new Date(now.getTime() - days * DAY_MS + (hours - 12) * 3600 * 1000);
  const byAdmin = { supplierId, actorUserId: admin.user_id, clientIp: '203.0.113.10' };
  const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;
  const entries = [
    {
      ...byAdmin,
      action: 'verification.submit',
      detail: { companyName: DEMO_SUPPLIER.name, creditCode: DEMO_SUPPLIER.creditCode },
      at: daysAgo(30),
    },
    { supplierId, actorUserId: null, action: 'verification.approve', detail: {}, at: daysAgo(29, 15) },
    {
      ...byAdmin,
      action: 'member.invite',
      targetUserId: lina.user_id,
      detail: { phone: masked(lina.phone), name: DEMO_SUPPLIER.members[0]!.name },
      at: daysAgo(28),
    },
    {
      supplierId,
      actorUserId: lina.user_id,
      action: 'member.join',
      targetUserId: lina.user_id,
      detail: {},
      clientIp: '198.51.100.23',
      at: daysAgo(28, 14),
    },
    {
      ...byAdmin,
      action: 'member.invite',
      targetUserId: zhangwei.user_id,
      detail: { phone: masked(zhangwei.phone), name: DEMO_SUPPLIER.members[1]!.name },
      at: daysAgo(27),
    },
    {
      supplierId,
      actorUserId: zhangwei.user_id,
      action: 'member.join',
      targetUserId: zhangwei.user_id,
      detail: {},
      clientIp: '198.51.100.57',
      at: daysAgo(27, 16),
    },
    {
      ...byAdmin,
      action: 'member.permissions',
      targetUserId: zhangwei.user_id,
      detail: { added: ['settlement:view'], removed: [] },
      at: daysAgo(12),
    },
  ] as const;
  for (const e of entries) await recordAudit(trx, { ...e, detail: { ...e.detail } });
}

import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../db/schema';
import { insertDemoUser } from '../modules/login';
import { insertDemoInvitation } from '../modules/members';
import { demoSupplierAndAdmin } from './demo-people';

const DAY_MS = 24 * 3600 * 1000;

/** The demo supplier's invitations: one waiting (valid 7 days from the seed), one that ran out (re-invite renews it). */
export const DEMO_INVITATIONS = [
  {
    phone: '13800000003',
    name: '赵敏',
    permissions: ['task:take', 'order:manage', 'candidate:manage'],
    createdDaysAgo: 0,
    expiresInDays: 7,
  },
  { phone: '13800000004', name: '陈晨', permissions: ['task:take', 'settlement:view'], createdDaysAgo: 10, expiresInDays: -3 },
];

export async function seedDemoInvitations(trx: Executor, now: Date): Promise<void> {
  const demo = await demoSupplierAndAdmin(trx);
  if (!demo) return;
  const { supplier, admin } = demo;
  for (const invite of DEMO_INVITATIONS) {
    const userId = await insertDemoUser(trx, {
      phone: invite.phone,
      userName: `用户${invite.phone.slice(-4)}`,
      createdAt: now,
      updatedAt: now,
      existing: 'keep',
    });
    await insertDemoInvitation(trx, {
      supplier_id: supplier.id,
      user_id: userId,
      name: invite.name,
      permissions: invite.permissions,
      // Nobody knows these codes: the administrator re-invites to get a link to send.
      code_hash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      invited_by: admin.id,
      created_at: new Date(now.getTime() - invite.createdDaysAgo * DAY_MS),
      expires_at: new Date(now.getTime() + invite.expiresInDays * DAY_MS),
    });
  }
}

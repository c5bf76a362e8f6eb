import { PERMISSIONS, VERIFY_STATUS } from '@contract/login';
import type { Executor } from '../db/schema';
import { insertDemoUser } from '../modules/login';
import { addMember } from '../modules/members';
import { insertDemoSupplier } from '../modules/suppliers';

/** The demo company the README names: an administrator and two members, all logging in by SMS code. */
export const DEMO_SUPPLIER = {
  name: '上海启航人力资源服务有限公司（演示）',
  creditCode: '91310115MA1DEMO001',
  admin: { phone: '13800000000', name: '王建国' },
  members: [
    { phone: '13800000001', name: '李娜' },
    { phone: '13800000002', name: '张伟' },
  ],
};

/** What a member does day to day; the rest (members, bank, company details, confirming bills) is the admin's. */
const MEMBER_PERMISSIONS = ['task:take', 'order:manage', 'candidate:manage', 'settlement:view'];

export async function seedDemoSupplier(trx: Executor, now: Date): Promise<void> {
  const supplierId = await insertDemoSupplier(trx, {
    name: DEMO_SUPPLIER.name,
    credit_code: DEMO_SUPPLIER.creditCode,
    verify_status: VERIFY_STATUS.verified,
    created_at: now,
    updated_at: now,
  });

  const people = [{ ...DEMO_SUPPLIER.admin, isMain: true }, ...DEMO_SUPPLIER.members.map((m) => ({ ...m, isMain: false }))];
  for (const person of people) {
    const userId = await insertDemoUser(trx, { phone: person.phone, userName: person.name, createdAt: now, updatedAt: now });
    await addMember(trx, {
      supplierId,
      userId,
      isMain: person.isMain,
      authList: person.isMain ? [...PERMISSIONS] : MEMBER_PERMISSIONS,
      now,
    });
  }
}

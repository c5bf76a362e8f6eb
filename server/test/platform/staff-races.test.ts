import { afterAll, beforeAll, expect } from 'vitest';
import { ERROR_CODES } from '@contract/http';
import * as staff from '@contract/platform/staff';
import { raceTest, warmPool } from '../helpers/races';
import { loginStaff, uniqueStaffPhone } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

raceTest('two admins disabling each other at once: one of them stays, the other is told why', async () => {
  const a = await loginStaff(t, 'admin');
  const b = await loginStaff(t, 'admin');
  // Only these two are enabled admins: any other from earlier runs of this file is none here (a fresh database).
  await warmPool(t.db);
  const [ab, ba] = await Promise.all([
    t.call(staff.platformStaffUpdate, { staffId: b.staff.staffId, enabled: false }, { token: a.token }),
    t.call(staff.platformStaffUpdate, { staffId: a.staff.staffId, enabled: false }, { token: b.token }),
  ]);
  const outcomes = [ab, ba].map((r) => (r.body.flag ? 'ok' : r.body.errorCode)).sort();
  // The loser may also hear that its own session just ended (its account was the one disabled).
  expect(outcomes[1]).toBe('ok');
  expect([ERROR_CODES.conflict, ERROR_CODES.accountDisabled]).toContain(outcomes[0]);
  const admins = await t.db.selectFrom('staff').select('id').where('role', '=', 'admin').where('disabled_at', 'is', null).execute();
  expect(admins).toHaveLength(1);
});

raceTest('the same phone created twice at once: one account, one log row, one clear refusal', async () => {
  const admin = await loginStaff(t, 'admin');
  const phone = uniqueStaffPhone();
  await warmPool(t.db);
  const results = await Promise.all(
    ['甲', '乙', '丙'].map((name) => t.call(staff.platformStaffCreate, { phone, name, role: 'finance' }, { token: admin.token })),
  );
  expect(results.filter((r) => r.body.flag)).toHaveLength(1);
  for (const r of results.filter((r) => !r.body.flag)) expect(r.body.errorCode).toBe(ERROR_CODES.conflict);
  const rows = await t.db.selectFrom('staff').select('id').where('phone', '=', phone).execute();
  const logged = await t.db.selectFrom('staff_action').select('id').where('target_id', '=', String(rows[0]!.id)).execute();
  expect([rows.length, logged.length]).toEqual([1, 1]);
});

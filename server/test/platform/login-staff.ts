import * as auth from '@contract/platform/auth';
import type { StaffRole } from '@contract/platform/http';
import { uniquePhone, type TestApp } from '../helpers/test-app';

/** A new enabled staff account of `role`, logged in through the console's login calls: its token. */
export async function loginStaff(t: TestApp, role: StaffRole): Promise<{ token: string; staffId: string }> {
  const phone = uniquePhone();
  const now = t.clock();
  await t.db.insertInto('staff').values({ phone, name: `员工${phone.slice(-4)}`, role, created_at: now, updated_at: now }).execute();
  const sent = await t.call(auth.platformSendCode, { phone });
  if (!sent.body.flag) throw new Error(`send code failed: ${sent.body.errorMsg}`);
  const res = await t.call(auth.platformLogin, { phone, code: t.sms.lastCode(phone, 'staff_login') });
  if (!res.body.flag) throw new Error(`staff login failed: ${res.body.errorMsg}`);
  return { token: res.body.data.tokenInfo.token, staffId: res.body.data.staff.staffId };
}

import type { StaffRole } from '@contract/platform/http.meta';
import * as auth from '@contract/platform/auth';
import { platformStaffCreate } from '../../src/modules/staff';
import { uniqueIp, type TestApp } from './test-app';

let staffCounter = 0;
/** A phone for a staff account no other test in this file uses (apart from the supplier phones of uniquePhone). */
export function uniqueStaffPhone(): string {
  staffCounter += 1;
  return `1660000${String(staffCounter).padStart(4, '0')}`;
}

/** Creates a staff account (as an operator command would) and returns it. */
export async function createStaff(t: TestApp, role: StaffRole, phone = uniqueStaffPhone(), name = `员工${phone.slice(-4)}`) {
  return platformStaffCreate(t.ctx, { phone, name, role }, null);
}

/** Logs an existing staff phone in to the console: its tokens and who it is. */
export async function loginStaffPhone(t: TestApp, phone: string, ip = uniqueIp()) {
  let sent = await t.call(auth.platformSendCode, { phone }, { ip });
  if (sent.body.errorCode === 'E000103') {
    t.clock.advance(t.config.sms.resendIntervalSeconds + 1);
    sent = await t.call(auth.platformSendCode, { phone }, { ip });
  }
  if (!sent.body.flag) throw new Error(`staff send code failed: ${sent.body.errorMsg}`);
  const res = await t.call(auth.platformLogin, { phone, code: t.sms.lastCode(phone, 'staff_login') }, { ip });
  if (!res.body.flag) throw new Error(`staff login failed: ${res.body.errorMsg}`);
  return { ...res.body.data.tokenInfo, staff: res.body.data.staff };
}

/**
 * A new staff member of `role`, logged in to the console: `token` goes in `t.call(endpoint, payload, { token })`.
 * Every call makes another account, so a test can hold one of each role at once.
 */
export async function loginStaff(t: TestApp, role: StaffRole) {
  const staff = await createStaff(t, role);
  return loginStaffPhone(t, staff.phone);
}

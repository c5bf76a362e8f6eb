import { expect } from 'vitest';
import { ERROR_CODES } from '@contract/http';
import * as auth from '@contract/platform/auth';
import { roleMayCall, roleRefusal, STAFF_ROLES, type PlatformEndpoint, type StaffRole } from '@contract/platform/http';
import { urlOf } from '../../src/http/route';
import { platformStaffCreate } from '../../src/modules/staff';
import { DEMO, loginAs } from './session';
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

const sessions = new WeakMap<TestApp, Promise<{ staff: Record<StaffRole, string>; supplier: string }>>();

/** One logged-in staff member of each role and one supplier's user per test app, made once. */
function guardTokens(t: TestApp) {
  let tokens = sessions.get(t);
  if (!tokens) {
    tokens = (async () => {
      const staff = {} as Record<StaffRole, string>;
      for (const role of STAFF_ROLES) staff[role] = (await loginStaff(t, role)).token;
      return { staff, supplier: (await loginAs(t, DEMO.member)).token };
    })();
    sessions.set(t, tokens);
  }
  return tokens;
}

/**
 * The guard of one platform endpoint (JSON or file): 401 without a token and with a supplier's token, 403 with the
 * Chinese refusal for every role outside `endpoint.roles` (admin is always inside), and past the guard for the rest.
 * Pass a payload the contract refuses (e.g. `{ bogus: 1 }`), so the roles that pass get the validation envelope and
 * nothing is done.
 */
export async function expectPlatformGuard(t: TestApp, endpoint: PlatformEndpoint, payload: unknown = { bogus: 1 }) {
  const tokens = await guardTokens(t);
  const send = (token?: string) =>
    t.app.inject({
      method: 'POST',
      url: urlOf(endpoint),
      headers: token ? { authtoken: token } : {},
      payload: payload as Record<string, unknown>,
    });
  for (const token of [undefined, tokens.supplier]) {
    const res = await send(token);
    expect([endpoint.path, res.statusCode, res.json().errorCode]).toEqual([endpoint.path, 401, ERROR_CODES.unauthorized]);
  }
  for (const role of STAFF_ROLES) {
    const res = await send(tokens.staff[role]);
    if (roleMayCall(endpoint.roles, role)) expect([endpoint.path, role, res.statusCode]).not.toEqual([endpoint.path, role, 403]);
    else
      expect([endpoint.path, role, res.statusCode, res.json()]).toEqual([
        endpoint.path,
        role,
        403,
        expect.objectContaining({ flag: false, errorCode: ERROR_CODES.forbidden, errorMsg: roleRefusal(endpoint.roles) }),
      ]);
  }
}

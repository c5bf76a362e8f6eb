import * as login from '@contract/login';
import * as platformAuth from '@contract/platform/auth';
import type { Endpoint } from '@contract/http';
import type { Ctx } from '../src/ctx';
import type { SmsSendResult, SmsSender } from '../src/modules/login/sms';
import { platformStaffCreate } from '../src/modules/staff';
import { call } from './measure';

/** The demo supplier's administrator: the /auth/ routes of the supplier gateway are measured as them. */
export const DEMO_ADMIN = '13800000000';
/** The bench's staff member, an admin (every console list is open to the role). */
export const BENCH_STAFF = '16600000000';

/** Codes the bench reads instead of sending, to log in as the demo admin and as the bench's staff member. */
export class BenchSms implements SmsSender {
  readonly codes = new Map<string, string>();
  async sendLoginCode(phone: string, code: string): Promise<void> {
    this.codes.set(phone, code);
  }
  async sendNotice(): Promise<SmsSendResult> {
    return { ok: true, providerAnswer: 'bench: not sent' };
  }
}

/** A code sent to `phone` and logged in with, as a user of either login screen would: the access token. */
async function logIn(base: string, sms: BenchSms, phone: string, send: Endpoint, logInWith: Endpoint): Promise<string> {
  await call(base, send, { phone });
  const code = sms.codes.get(phone);
  if (!code) throw new Error(`no login code was sent to ${phone}`);
  return (await call<{ tokenInfo: { token: string } }>(base, logInWith, { phone, code })).tokenInfo.token;
}

export const logInSupplier = (base: string, sms: BenchSms) => logIn(base, sms, DEMO_ADMIN, login.sendCode, login.loginByPhone);

/**
 * The bench's staff member, created by the operation `ops create-staff` calls, then logged in at the console's
 * login: the measured platform routes check its session on every call, as they do any staff member's.
 */
export async function createBenchStaff(ctx: Ctx): Promise<number> {
  const staff = await platformStaffCreate(ctx, { phone: BENCH_STAFF, name: '压测管理员', role: 'admin' }, null);
  return Number(staff.staffId);
}

export const logInStaff = (base: string, sms: BenchSms) =>
  logIn(base, sms, BENCH_STAFF, platformAuth.platformSendCode, platformAuth.platformLogin);

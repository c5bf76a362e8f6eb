import { PERMISSIONS } from '@contract/login';
import * as user from '@contract/user';
import * as members from '@contract/members';
import { VERIFY_STATUS } from '@contract/login';
import { loginAs } from './session';
import { uniquePhone, type TestApp } from './test-app';

export interface Person {
  phone: string;
  userId: number;
  token: string;
}

export interface Company {
  supplierId: number;
  admin: Person;
}

/** A verified supplier whose administrator (all permissions) is logged in. */
export async function company(t: TestApp): Promise<Company> {
  const now = t.clock();
  const phone = uniquePhone();
  const user = await t.db
    .insertInto('app_user')
    .values({ phone, user_name: `管理员${phone.slice(-4)}`, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const supplier = await t.db
    .insertInto('supplier')
    .values({ name: `测试企业${phone.slice(-4)}`, verify_status: VERIFY_STATUS.verified, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('supplier_member')
    .values({ supplier_id: supplier.id, user_id: user.id, is_main: true, auth_list: [...PERMISSIONS], joined_at: now })
    .execute();
  const { token } = await loginAs(t, phone);
  return { supplierId: supplier.id, admin: { phone, userId: user.id, token } };
}

/** Invites a fresh phone (or the given one); returns the code and the invited user's id. */
export async function invite(t: TestApp, by: Person, opts: { phone?: string; name?: string; permissions?: string[] } = {}) {
  const phone = opts.phone ?? uniquePhone();
  const res = await t.call(
    members.addMember,
    { phone, name: opts.name ?? '新成员', permissions: opts.permissions as never },
    { token: by.token },
  );
  if (!res.body.flag) throw new Error(`add_member failed: ${res.body.errorMsg}`);
  // add_member answers neither the account's id nor the invitation's; the roster shows the invitation by its own id.
  const user = await t.db.selectFrom('app_user').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
  const invitation = await t.db
    .selectFrom('supplier_invitation')
    .select('id')
    .where('user_id', '=', user.id)
    .where('accepted_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { phone, code: res.body.data.inviteCode, userId: user.id, invitationId: String(invitation.id) };
}

/** An active member: invited by the company's admin, logged in with the invited phone, joined. */
export async function member(t: TestApp, c: Company, opts: { name?: string; permissions?: string[] } = {}): Promise<Person> {
  const { phone, code, userId } = await invite(t, c.admin, opts);
  const { token } = await loginAs(t, phone);
  const joined = await t.call(members.joinSupplier, { inviteCode: code }, { token });
  if (!joined.body.flag) throw new Error(`join failed: ${joined.body.errorMsg}`);
  return { phone, userId, token };
}

export const membershipOf = (t: TestApp, userId: number) =>
  t.db.selectFrom('supplier_member').select(['supplier_id', 'is_main', 'auth_list']).where('user_id', '=', userId).executeTakeFirst();

export const auditOf = (t: TestApp, supplierId: number) =>
  t.db.selectFrom('supplier_audit').selectAll().where('supplier_id', '=', supplierId).orderBy('id').execute();

/** Everything members touch, for "nothing changed" checks. */
export async function memberState(t: TestApp, supplierId: number): Promise<string> {
  const [m, i, a, u] = await Promise.all([
    t.db.selectFrom('supplier_member').selectAll().where('supplier_id', '=', supplierId).orderBy('user_id').execute(),
    t.db.selectFrom('supplier_invitation').selectAll().where('supplier_id', '=', supplierId).orderBy('id').execute(),
    t.db.selectFrom('supplier_audit').select(['id']).where('supplier_id', '=', supplierId).execute(),
    t.db.selectFrom('app_user').select(['id', 'user_name']).orderBy('id').execute(),
  ]);
  return JSON.stringify({ m, i, a: a.length, u });
}

/** A fresh transfer_admin code on the caller's phone (send_ver_code, past the resend interval of an earlier code). */
export async function smsCode(t: TestApp, who: Person): Promise<string> {
  t.clock.advance(t.config.sms.resendIntervalSeconds + 1);
  const sent = await t.call(user.sendVerCode, { scene: 'transfer_admin' }, { token: who.token });
  if (!sent.body.flag) throw new Error(`send code failed: ${sent.body.errorMsg}`);
  return t.sms.lastCode(who.phone, 'transfer_admin');
}

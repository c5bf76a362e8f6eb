import * as members from '@contract/members';
import { company } from '../../helpers/members';
import { loneUser } from '../../helpers/tasks';
import { createTestApp, uniquePhone, type TestApp } from '../../helpers/test-app';

/** add_member never tells an inviter whether the phone has an account, or whose. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('answers the same for a new phone, a lone user, another supplier’s administrator and a disabled account', async () => {
  const c = await company(t);
  const other = await company(t);
  const lone = await loneUser(t);
  const { phone: lonePhone } = await t.db.selectFrom('app_user').select('phone').where('id', '=', lone.userId).executeTakeFirstOrThrow();
  const disabledPhone = uniquePhone();
  await t.db
    .insertInto('app_user')
    .values({ phone: disabledPhone, user_name: '停用', created_at: t.clock(), updated_at: t.clock(), disabled_at: t.clock() })
    .execute();
  for (const phone of [uniquePhone(), lonePhone, other.admin.phone, disabledPhone]) {
    const res = await t.call(members.addMember, { phone, name: '新人' }, { token: c.admin.token });
    expect(res.body.flag).toBe(true);
    expect(Object.keys(res.body.data).sort()).toEqual(['expiresAt', 'inviteCode']);
  }
});

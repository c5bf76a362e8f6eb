import * as login from '@contract/login';
import * as orders from '@contract/orders';
import { runCommand } from '../../../src/ops/runner';
import { DEMO, loginAs } from '../../helpers/session';
import { createTestApp, uniquePhone, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ops = (command: string, flags: Record<string, string>) => runCommand(command, flags, t.ctx);
const demoSupplierId = async () => String((await t.db.selectFrom('supplier').select('id').executeTakeFirstOrThrow()).id);
const supplierOrderCount = async (supplierId: number) =>
  (await t.db.selectFrom('task_order').select('id').where('supplier_id', '=', supplierId).execute()).length;

describe('login_info and home_page_user_info', () => {
  it('describe the demo administrator and their verified supplier', async () => {
    const { token } = await loginAs(t, DEMO.admin);
    const res = await t.call(login.getLoginInfo, {}, { token });
    const info = login.loginInfo.parse(res.body.data);
    expect(info).toMatchObject({ userName: '王建国', phone: DEMO.admin });
    expect(info.supplierInfo).toMatchObject({
      supplierId: await demoSupplierId(),
      isMain: true,
      verifyStatus: login.VERIFY_STATUS.verified,
    });
    expect(info.supplierInfo!.authList).toEqual([...login.PERMISSIONS]);

    const home = await t.call(login.getHomePageUserInfo, {}, { token });
    expect(login.getHomePageUserInfo.response.parse(home.body.data)).toEqual({
      userId: info.userId,
      userName: '王建国',
      phone: '138****0000',
      supplierName: info.supplierInfo!.supplierName,
      verifyStatus: 2,
      isMain: true,
      // The demo supplier's seeded orders (seed/demo-orders.ts).
      takenOrderCount: await supplierOrderCount(Number(info.supplierInfo!.supplierId)),
      collectionCount: 0,
    });
  });

  it('show a member as a sub-account with fewer permissions', async () => {
    const { token } = await loginAs(t, DEMO.member);
    const info = (await t.call(login.getLoginInfo, {}, { token })).body.data;
    expect(info.supplierInfo).toMatchObject({ isMain: false });
    expect(info.supplierInfo!.authList).not.toContain('member:manage');
  });

  it('give supplierInfo null (and verifyStatus 5) to a user without a supplier', async () => {
    const { token } = await loginAs(t, uniquePhone());
    expect((await t.call(login.getLoginInfo, {}, { token })).body.data.supplierInfo).toBeNull();
    const home = (await t.call(login.getHomePageUserInfo, {}, { token })).body.data;
    expect(home).toMatchObject({ supplierName: null, verifyStatus: 5, isMain: false });
  });

  it("count only the caller's own collections, and the orders their own order list shows", async () => {
    const { token } = await loginAs(t, DEMO.member2);
    const user = await t.db.selectFrom('app_user').select('id').where('phone', '=', DEMO.member2).executeTakeFirstOrThrow();
    const other = await t.db.selectFrom('app_user').select('id').where('phone', '=', DEMO.admin).executeTakeFirstOrThrow();
    const supplierId = Number(await demoSupplierId());
    // Tasks the demo supplier has no order on yet (it has seeded ones).
    const tasks = await t.db
      .selectFrom('task')
      .select('id')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('task_order as o').select('o.id').whereRef('o.task_id', '=', 'task.id').where('o.supplier_id', '=', supplierId),
          ),
        ),
      )
      .orderBy('id')
      .limit(3)
      .execute();
    const ownList = async () => (await t.call(orders.myOrderList, { pageNum: 1, pageSize: 30 }, { token })).body.data.counts.all;
    const before = await ownList();
    await t.db
      .insertInto('task_collection')
      .values([
        { user_id: user.id, task_id: tasks[0].id, created_at: t.clock() },
        { user_id: user.id, task_id: tasks[1].id, created_at: t.clock() },
        { user_id: other.id, task_id: tasks[2].id, created_at: t.clock() },
      ])
      .execute();
    await t.db
      .insertInto('task_order')
      .values({ task_id: tasks[0].id, supplier_id: supplierId, taken_by: other.id, status: 1, created_at: t.clock() })
      .execute();
    const home = (await t.call(login.getHomePageUserInfo, {}, { token })).body.data;
    // An order another member took is not on this member's list, so not in their count either.
    expect(await ownList()).toBe(before);
    expect(home).toMatchObject({ collectionCount: 2, takenOrderCount: before });
  });
});

describe('suppliersId header', () => {
  it("is accepted when empty, 0 or the user's own supplier", async () => {
    const { token } = await loginAs(t, DEMO.admin);
    for (const suppliersId of ['', '0', await demoSupplierId()]) {
      expect((await t.call(login.getLoginInfo, {}, { token, headers: { suppliersId } })).body.flag).toBe(true);
    }
  });

  it('naming another supplier is answered E000050 and grants nothing', async () => {
    const { token } = await loginAs(t, DEMO.member);
    const other = await t.db
      .insertInto('supplier')
      .values({ name: '别家公司', verify_status: 2, created_at: t.clock(), updated_at: t.clock() })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const suppliersId of [String(other.id), '999999', 'abc']) {
      const res = await t.call(login.getLoginInfo, {}, { token, headers: { suppliersId } });
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000050', data: null });
    }
  });

  it('from a user without a supplier is E000050 too', async () => {
    const { token } = await loginAs(t, uniquePhone());
    expect((await t.call(login.getLoginInfo, {}, { token, headers: { suppliersId: await demoSupplierId() } })).body.errorCode).toBe(
      'E000050',
    );
  });
});

describe('account and membership changes end sessions', () => {
  it('a disabled account gets HTTP 900 at once, cannot log in, and can again once enabled', async () => {
    const phone = uniquePhone();
    const session = await loginAs(t, phone);
    const disabled = await ops('disable-account', { phone });
    expect(disabled).toMatchObject({ ok: true });
    expect((await t.call(login.getLoginInfo, {}, { token: session.token })).status).toBe(900);
    expect((await t.call(login.refreshToken, { refreshToken: session.refreshToken })).status).toBe(900);
    t.clock.advance(61);
    await t.call(login.sendCode, { phone });
    const relogin = await t.call(login.loginByPhone, { phone, code: t.sms.lastCode(phone) });
    expect(relogin.status).toBe(900);
    expect(relogin.body).toMatchObject({ flag: false, errorCode: 'E000900' });

    expect(await ops('enable-account', { phone })).toMatchObject({ ok: true });
    // The old session stays ended; a new login works.
    expect((await t.call(login.getLoginInfo, {}, { token: session.token })).body.errorCode).toBe('E000008');
    t.clock.advance(61);
    const again = await loginAs(t, phone);
    expect((await t.call(login.getLoginInfo, {}, { token: again.token })).body.flag).toBe(true);
  });

  it('an expired channel gets HTTP 920 once; the session then goes on without it', async () => {
    const sid = `promo-${Date.now()}`;
    const session = await loginAs(t, uniquePhone(), { sid, sourcecode: 'wechat' });
    const other = await loginAs(t, uniquePhone(), { sid: 'another-channel' });
    expect((await t.call(login.getLoginInfo, {}, { token: session.token })).body.flag).toBe(true);
    const expired = await ops('expire-channel', { sid });
    expect(expired).toMatchObject({ ok: true });
    expect(expired.ok && expired.output).toContain('1 个活动会话');
    const res = await t.call(login.getLoginInfo, {}, { token: session.token });
    expect(res.status).toBe(920);
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000920' });
    expect((await t.call(login.getLoginInfo, {}, { token: session.token })).status).toBe(200);
    expect((await t.call(login.getLoginInfo, {}, { token: other.token })).status).toBe(200);
  });

  it('a login through an already expired channel works but is not bound to it', async () => {
    const sid = `old-${Date.now()}`;
    await ops('expire-channel', { sid });
    const session = await loginAs(t, uniquePhone(), { sid });
    expect((await t.call(login.getLoginInfo, {}, { token: session.token })).status).toBe(200);
  });

  it('a changed phone number ends the session with E000021', async () => {
    const phone = uniquePhone();
    const { token } = await loginAs(t, phone);
    await t.db.updateTable('app_user').set({ phone: uniquePhone() }).where('phone', '=', phone).execute();
    expect((await t.call(login.getLoginInfo, {}, { token })).body).toMatchObject({ flag: false, errorCode: 'E000021' });
  });

  it('removal from the supplier ends its session for that supplier with E000022; without it the user goes on', async () => {
    const { token } = await loginAs(t, DEMO.member2);
    const user = await t.db.selectFrom('app_user').select('id').where('phone', '=', DEMO.member2).executeTakeFirstOrThrow();
    const membership = await t.db.deleteFrom('supplier_member').where('user_id', '=', user.id).returningAll().executeTakeFirstOrThrow();
    try {
      const acting = { suppliersid: String(membership.supplier_id) };
      expect((await t.call(login.getLoginInfo, {}, { token, headers: acting })).body).toMatchObject({ flag: false, errorCode: 'E000022' });
      // The client let go of the supplier (suppliersId 0): a user without a supplier, and the old id is refused.
      expect((await t.call(login.getLoginInfo, {}, { token, headers: { suppliersid: '0' } })).body).toMatchObject({
        flag: true,
        data: { supplierInfo: null },
      });
      expect((await t.call(login.getLoginInfo, {}, { token, headers: acting })).body).toMatchObject({ flag: false, errorCode: 'E000050' });
    } finally {
      await t.db.insertInto('supplier_member').values(membership).execute();
    }
  });

  it('a supplier disabled by the platform gets E000067', async () => {
    const { token } = await loginAs(t, DEMO.member);
    await t.db.updateTable('supplier').set({ disabled_at: t.clock() }).execute();
    try {
      expect((await t.call(login.getLoginInfo, {}, { token })).body).toMatchObject({ flag: false, errorCode: 'E000067' });
    } finally {
      await t.db.updateTable('supplier').set({ disabled_at: null }).execute();
    }
    expect((await t.call(login.getLoginInfo, {}, { token })).body.flag).toBe(true);
  });
});

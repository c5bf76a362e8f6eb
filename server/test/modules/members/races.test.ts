import { VERIFY_STATUS } from '@contract/login';
import * as members from '@contract/members';
import type { AuthContext } from '../../../src/http/auth';
import { transferAdmin } from '../../../src/modules/members/membership';
import { company, invite, member, smsCode } from '../../helpers/members';
import { raceTest, warmPool } from '../../helpers/races';
import { loginAs } from '../../helpers/session';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Membership under concurrency (helpers/races.ts: run on PostgreSQL, reported skipped on PGlite). The rules one
 * call at a time are in members.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ROUNDS = 4;
const RACERS = 6;

const admins = (supplierId: number) =>
  t.db.selectFrom('supplier_member').select('user_id').where('supplier_id', '=', supplierId).where('is_main', '=', true).execute();

describe('membership races', () => {
  raceTest(`${RACERS} joins with one code at once: the member joins once, the others are refused clearly`, async () => {
    await warmPool(t.db);
    for (let round = 0; round < ROUNDS; round++) {
      const c = await company(t);
      const { code, phone, userId } = await invite(t, c.admin);
      const { token } = await loginAs(t, phone);
      const results = await Promise.all(
        Array.from({ length: RACERS }, () => t.call(members.joinSupplier, { inviteCode: code }, { token })),
      );
      expect(results.filter((r) => r.body.flag)).toHaveLength(1);
      for (const r of results.filter((x) => !x.body.flag)) expect(r.body.errorCode).toBe('E000409');
      const rows = await t.db.selectFrom('supplier_member').select('supplier_id').where('user_id', '=', userId).execute();
      expect(rows).toEqual([{ supplier_id: c.supplierId }]);
      const joins = await t.db
        .selectFrom('supplier_audit')
        .select('id')
        .where('action', '=', 'member.join')
        .where('target_user_id', '=', userId)
        .execute();
      expect(joins).toHaveLength(1);
    }
  });

  raceTest('one administrator transferring to several members at once: exactly one becomes the administrator', async () => {
    await warmPool(t.db);
    // The SMS code is not what is raced here (it is single-use by itself): every call passes it.
    const ctx = { ...t.ctx, userCodes: { ...t.ctx.userCodes, verify: async () => undefined } };
    for (let round = 0; round < ROUNDS; round++) {
      const c = await company(t);
      const targets = await Promise.all(Array.from({ length: RACERS }, () => member(t, c)));
      const auth: AuthContext = {
        userId: c.admin.userId,
        sessionId: 'race',
        phone: c.admin.phone,
        userName: '管理员',
        clientIp: '127.0.0.1',
        supplier: { id: c.supplierId, name: '测试', isMain: true, authList: [], verifyStatus: VERIFY_STATUS.verified },
      };
      const results = await Promise.allSettled(targets.map((m) => transferAdmin(ctx, { userId: String(m.userId), code: '123456' }, auth)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results)
        if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'E000409', message: '您已不是企业管理员，请刷新后查看' });
      const now = await admins(c.supplierId);
      expect(now).toHaveLength(1);
      expect(targets.map((m) => m.userId)).toContain(now[0]!.user_id);
      const transfers = await t.db
        .selectFrom('supplier_audit')
        .select('target_user_id')
        .where('supplier_id', '=', c.supplierId)
        .where('action', '=', 'admin.transfer')
        .execute();
      expect(transfers).toEqual([{ target_user_id: now[0]!.user_id }]);
    }
  });

  raceTest('the same confirmed transfer sent several times at once over HTTP: one succeeds, one administrator', async () => {
    await warmPool(t.db);
    const c = await company(t);
    const targets = await Promise.all(Array.from({ length: 3 }, () => member(t, c)));
    const code = await smsCode(t, c.admin);
    const results = await Promise.all(
      targets.map((m) => t.call(members.transferAdmin, { userId: String(m.userId), code }, { token: c.admin.token })),
    );
    expect(results.filter((r) => r.body.flag)).toHaveLength(1);
    for (const r of results.filter((x) => !x.body.flag)) expect(r.status).toBe(200);
    expect(await admins(c.supplierId)).toHaveLength(1);
  });
});

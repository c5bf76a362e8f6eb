import * as login from '@contract/login';
import { parseFlags, runCommand } from '../../src/ops/runner';
import { jsonLine, opsCliOf } from '../helpers/ops-cli';
import { raceTest, warmPool } from '../helpers/races';
import { DEMO, loginAs } from '../helpers/session';
import { createTestApp, uniquePhone, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = (command: string, flags: Record<string, string> = {}) => runCommand(command, flags, t.ctx);

async function loginInfoOf(phone: string) {
  const session = await loginAs(t, phone);
  const info = await t.call(login.getLoginInfo, {}, { token: session.token });
  expect(info.body.flag).toBe(true);
  return info.body.data;
}

describe('create-supplier', () => {
  it('parses --verified as a switch that takes no value', () => {
    expect(parseFlags(['--name', 'A', '--verified'], ['verified'])).toEqual({ flags: { name: 'A', verified: 'true' } });
    expect(parseFlags(['--verified', '--name', 'A'], ['verified'])).toEqual({ flags: { name: 'A', verified: 'true' } });
    const valued = parseFlags(['--verified=yes'], ['verified']);
    expect('error' in valued && valued.error).toContain('--verified 不带值');
  });

  it('creates a verified supplier whose admin phone logs in as its main account with every permission', async () => {
    const phone = uniquePhone();
    const result = await run('create-supplier', { name: '杭州新禾人力', 'admin-phone': phone, verified: 'true' });
    expect(result).toMatchObject({
      ok: true,
      data: { supplierId: expect.stringMatching(/^\d+$/), adminUserId: expect.stringMatching(/^\d+$/) },
    });
    const data = result.ok ? result.data : {};
    const info = await loginInfoOf(phone);
    expect(info.userId).toBe(data.adminUserId);
    expect(info.supplierInfo).toEqual({
      supplierId: data.supplierId,
      supplierName: '杭州新禾人力',
      isMain: true,
      authList: [...login.PERMISSIONS],
      verifyStatus: login.VERIFY_STATUS.verified,
    });
    const stored = await t.db
      .selectFrom('supplier')
      .select(['supplier_type'])
      .where('id', '=', Number(data.supplierId))
      .executeTakeFirstOrThrow();
    expect(stored.supplier_type).toBe('company');
  });

  it('makes an existing account the admin of an unverified person supplier', async () => {
    const phone = uniquePhone();
    const before = await loginInfoOf(phone);
    expect(before.supplierInfo).toBeNull();
    const result = await run('create-supplier', { name: '个体供应商 赵六', 'admin-phone': phone, type: 'person' });
    expect(result).toMatchObject({ ok: true, data: { adminUserId: before.userId } });
    const after = await loginInfoOf(phone);
    expect(after.supplierInfo).toMatchObject({ isMain: true, verifyStatus: login.VERIFY_STATUS.unverified });
    const stored = await t.db
      .selectFrom('supplier')
      .select('supplier_type')
      .where('name', '=', '个体供应商 赵六')
      .executeTakeFirstOrThrow();
    expect(stored.supplier_type).toBe('person');
  });

  it('refuses a phone that already belongs to a supplier, changing nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('supplier')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const taken = await run('create-supplier', { name: '另一家公司', 'admin-phone': DEMO.member });
    expect(taken).toEqual({
      ok: false,
      error: expect.stringContaining(`手机号 ${DEMO.member} 已是供应商「上海启航人力资源服务有限公司（演示）」的成员`),
    });
    const phone = uniquePhone();
    expect(await run('create-supplier', { name: '第一家', 'admin-phone': phone })).toMatchObject({ ok: true });
    expect(await run('create-supplier', { name: '第二家', 'admin-phone': phone })).toMatchObject({
      ok: false,
      error: expect.stringContaining('已是供应商「第一家」的成员'),
    });
    expect(await count()).toBe(before + 1);
  });

  raceTest('two operators racing to make one phone the admin of two suppliers: one wins, the other is refused', async () => {
    // Accounts that exist already: a new phone's first insert would make the racers queue on its unique index.
    const phones = [uniquePhone(), uniquePhone(), uniquePhone(), uniquePhone()];
    for (const phone of phones) await loginAs(t, phone);
    await warmPool(t.db);
    const rounds = await Promise.all(
      phones.map((phone) =>
        Promise.all(['甲公司', '乙公司', '丙公司'].map((name) => run('create-supplier', { name, 'admin-phone': phone }))),
      ),
    );
    for (const [i, results] of rounds.entries()) {
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      for (const r of results.filter((x) => !x.ok)) expect(r).toMatchObject({ ok: false, error: expect.stringContaining('已是供应商') });
      const members = await t.db
        .selectFrom('supplier_member as m')
        .innerJoin('app_user as u', 'u.id', 'm.user_id')
        .select('m.supplier_id')
        .where('u.phone', '=', phones[i])
        .execute();
      expect(members).toHaveLength(1);
    }
  });

  it('refuses a disabled account and explains bad flags', async () => {
    const phone = uniquePhone();
    await loginAs(t, phone);
    expect(await run('disable-account', { phone })).toMatchObject({ ok: true });
    expect(await run('create-supplier', { name: 'X', 'admin-phone': phone })).toMatchObject({
      ok: false,
      error: expect.stringContaining('已停用'),
    });
    expect(await run('create-supplier', { 'admin-phone': uniquePhone() })).toMatchObject({ ok: false, usage: true, error: '--name：必填' });
    expect(await run('create-supplier', { name: '  ', 'admin-phone': uniquePhone() })).toMatchObject({
      ok: false,
      usage: true,
      error: '--name：不能为空',
    });
    expect(await run('create-supplier', { name: 'X', 'admin-phone': '12345' })).toMatchObject({
      ok: false,
      usage: true,
      error: '--admin-phone：手机号格式不正确',
    });
    expect(await run('create-supplier', { name: 'X', 'admin-phone': uniquePhone(), type: 'robot' })).toMatchObject({
      ok: false,
      usage: true,
      error: expect.stringContaining('--type'),
    });
  });
});

describe('expire-tokens', () => {
  it("expires the account's access tokens now: 420 on the next call, and a refresh brings a working one", async () => {
    const phone = uniquePhone();
    const session = await loginAs(t, phone);
    const other = await loginAs(t, uniquePhone());
    expect((await t.call(login.getLoginInfo, {}, { token: session.token })).status).toBe(200);
    expect(await run('expire-tokens', { phone })).toMatchObject({ ok: true, data: { sessions: 1 } });
    const expired = await t.call(login.getLoginInfo, {}, { token: session.token });
    expect(expired.status).toBe(420);
    expect((await t.call(login.getLoginInfo, {}, { token: other.token })).status).toBe(200);
    const refreshed = await t.call(login.refreshToken, { refreshToken: session.refreshToken });
    expect(refreshed.body.flag).toBe(true);
    const again = await t.call(login.getLoginInfo, {}, { token: refreshed.body.data.token });
    expect(again.status).toBe(200);
    expect(again.body.data.phone).toBe(phone);
    expect(await run('expire-tokens', { phone: '13999999998' })).toMatchObject({ ok: false, error: expect.stringContaining('未找到') });
  });
});

// Each case starts real CLI processes (a few seconds each on a busy machine).
describe('--json on every command', () => {
  const { cli } = opsCliOf(() => t);

  it('prints exactly one JSON line with the result, exit 0', async () => {
    const admin = uniquePhone();
    const member = uniquePhone();
    await loginAs(t, member);
    const supplier = await cli('create-supplier', '--name', '命令行供应商', '--admin-phone', admin, '--verified', '--json');
    expect(supplier.code).toBe(0);
    const created = jsonLine(supplier);
    expect(created).toEqual({ supplierId: expect.stringMatching(/^\d+$/), adminUserId: expect.stringMatching(/^\d+$/) });
    expect((await loginInfoOf(admin)).supplierInfo).toMatchObject({ supplierId: created.supplierId, isMain: true });

    const runs = await Promise.all([
      cli('--json', 'create-task', '--city', '深圳市', '--persons', '3'),
      cli('disable-account', '--phone', member, '--json'),
      cli('expire-channel', '--sid', 'json-campaign', '--json'),
      cli('expire-tokens', '--phone', admin, '--json'),
    ]);
    for (const r of runs) expect(r.code, r.stderr).toBe(0);
    const [task, disabled, channel, tokens] = runs.map(jsonLine);
    expect(task).toEqual({ taskId: expect.stringMatching(/^\d+$/), title: '深圳普工' });
    expect(disabled).toEqual({ userId: expect.any(String), sessionsEnded: 1 });
    expect(channel).toEqual({ sid: 'json-campaign', sessionsAffected: 0 });
    expect(tokens).toEqual({ userId: created.adminUserId, sessions: 1 });
    const enabled = await cli('enable-account', '--phone', member, '--json');
    expect(enabled.code).toBe(0);
    expect(jsonLine(enabled)).toEqual({ userId: disabled.userId });
    // Last: on PostgreSQL the CLI runs on the real clock, to which this file's sessions are long over.
    const purged = await cli('purge-expired', '--json');
    expect(purged.code).toBe(0);
    expect(jsonLine(purged)).toEqual({
      sessions: expect.any(Number),
      staffSessions: expect.any(Number),
      codes: expect.any(Number),
      rateWindows: expect.any(Number),
      trackingEvents: expect.any(Number),
    });
  }, 180_000);

  it('prints {"error": …} on refusal (exit 1) and on misuse (exit 2)', async () => {
    const [refused, badFlag, unknownFlag, unknownCommand, missingValue, phoneTaken] = await Promise.all([
      cli('enable-account', '--phone', '13999999997', '--json'),
      cli('create-supplier', '--name', 'X', '--admin-phone', '123', '--json'),
      cli('purge-expired', '--force', 'yes', '--json'),
      cli('frobnicate', '--json'),
      cli('expire-channel', '--sid', '--json'),
      cli('create-supplier', '--name', 'X', '--admin-phone', DEMO.admin, '--json'),
    ]);
    expect([refused.code, jsonLine(refused)]).toEqual([1, { error: expect.stringContaining('未找到手机号为 13999999997 的账号') }]);
    expect([badFlag.code, jsonLine(badFlag)]).toEqual([2, { error: '--admin-phone：手机号格式不正确' }]);
    expect([unknownFlag.code, jsonLine(unknownFlag)]).toEqual([2, { error: '--force：未知参数 (unknown flag)' }]);
    expect([unknownCommand.code, jsonLine(unknownCommand)]).toEqual([2, { error: expect.stringContaining('未知命令 frobnicate') }]);
    expect([missingValue.code, jsonLine(missingValue)]).toEqual([2, { error: expect.stringContaining('--sid 缺少值') }]);
    expect([phoneTaken.code, jsonLine(phoneTaken)]).toEqual([1, { error: expect.stringContaining('已是供应商') }]);
  }, 180_000);
});

import { parseFlags, runCommand } from '../../src/ops/runner';
import { sendOpsRequest } from '../../src/ops/socket';
import { opsCliOf } from '../helpers/ops-cli';
import { loginAs } from '../helpers/session';
import { createTestApp, uniquePhone, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = (command: string, flags: Record<string, string> = {}) => runCommand(command, flags, t.ctx);

describe('flag parsing', () => {
  it('reads --name value and --name=value', () => {
    expect(parseFlags(['--phone', '13800000000', '--city=深圳市'])).toEqual({ flags: { phone: '13800000000', city: '深圳市' } });
  });
  it.each([
    [['13800000000'], '无法识别的参数 13800000000'],
    [['--phone'], '--phone 缺少值'],
    [['--phone', '--city', 'x'], '--phone 缺少值'],
    [['--phone', '1', '--phone', '2'], '--phone 重复出现'],
  ])('refuses %j', (args, message) => {
    const parsed = parseFlags(args);
    expect('error' in parsed && parsed.error).toContain(message);
  });
});

describe('commands', () => {
  it('refuse unknown commands and flags, naming them', async () => {
    expect(await run('drop-everything')).toMatchObject({ ok: false, error: expect.stringContaining('unknown command') });
    expect(await run('disable-account', { phone: '13800000001', force: 'yes' })).toMatchObject({
      ok: false,
      error: '--force：未知参数 (unknown flag)',
    });
    expect(await run('disable-account', {})).toMatchObject({ ok: false, error: '--phone：必填' });
    expect(await run('disable-account', { phone: '123' })).toMatchObject({ ok: false, error: '--phone：手机号格式不正确' });
  });

  it('disable-account / enable-account flip the account and end its sessions', async () => {
    // 13800000009 is the demo user with a rejected verification; this number has no account.
    expect(await run('disable-account', { phone: '13899999990' })).toMatchObject({ ok: false, error: expect.stringContaining('未找到') });
    const disabled = await run('disable-account', { phone: '13800000002' });
    expect(disabled).toMatchObject({ ok: true });
    const user = await t.db.selectFrom('app_user').select('disabled_at').where('phone', '=', '13800000002').executeTakeFirstOrThrow();
    expect(user.disabled_at).not.toBeNull();
    expect(await run('enable-account', { phone: '13800000002' })).toMatchObject({ ok: true });
    const again = await t.db.selectFrom('app_user').select('disabled_at').where('phone', '=', '13800000002').executeTakeFirstOrThrow();
    expect(again.disabled_at).toBeNull();
  });

  it('expire-channel records the expiry, even for a channel never seen', async () => {
    expect(await run('expire-channel', { sid: 'spring-campaign' })).toMatchObject({ ok: true });
    const channel = await t.db.selectFrom('channel').selectAll().where('sid', '=', 'spring-campaign').executeTakeFirstOrThrow();
    expect(channel.expired_at?.getTime()).toBe(t.clock().getTime());
  });

  it('create-task publishes an open task from names, labels and yuan', async () => {
    const result = await run('create-task', {
      title: '深圳南山分拣员｜日结',
      city: '深圳市',
      district: '南山区',
      position: '分拣员',
      reward: '180.5',
      unit: '元/天',
      settlement: 'daily',
      persons: '30',
      features: '包吃,housing',
    });
    expect(result).toMatchObject({ ok: true });
    const id = Number(/#(\d+)/.exec(result.ok ? result.output : '')![1]);
    const task = await t.db.selectFrom('task').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(task).toMatchObject({
      title: '深圳南山分拣员｜日结',
      city_code: '440300',
      province_code: '440000',
      district_code: '440305',
      reward_amount: 18050,
      reward_unit: 'day',
      settlement_type: 'daily',
      person_number: 30,
      taken_count: 0,
      features: ['meals', 'housing'],
      status: 1,
    });
  });

  it('create-task works with defaults alone and explains bad values', async () => {
    expect(await run('create-task')).toMatchObject({ ok: true, output: expect.stringContaining('上海普工') });
    expect(await run('create-task', { reward: '12.345' })).toMatchObject({ ok: false, error: expect.stringContaining('--reward') });
    expect(await run('create-task', { city: '火星' })).toMatchObject({ ok: false, error: expect.stringContaining('未找到城市') });
    expect(await run('create-task', { unit: 'week' })).toMatchObject({ ok: false, error: expect.stringContaining('hour=元/小时') });
    expect(await run('create-task', { persons: '0' })).toMatchObject({ ok: false, error: '--persons：不能小于 1' });
  });
});

describe('purge-expired', () => {
  it('deletes ended sessions and stale codes, keeping live ones', async () => {
    const live = await loginAs(t, uniquePhone());
    const sessionsBefore = await t.db.selectFrom('user_session').select('id').execute();
    t.clock.advance(31 * 24 * 3600); // past REFRESH_TOKEN_TTL: every session so far has ended
    const fresh = await loginAs(t, uniquePhone());
    const result = await run('purge-expired');
    expect(result).toMatchObject({ ok: true, output: expect.stringContaining(`会话 ${sessionsBefore.length}`) });
    const left = await t.db.selectFrom('user_session').select('id').execute();
    expect(left).toHaveLength(1);
    const codes = await t.db.selectFrom('sms_code').select('id').execute();
    expect(codes).toHaveLength(1);
    expect(result).toMatchObject({ ok: true, output: expect.stringContaining('员工会话 0') });
    expect((await run('purge-expired', { 'tracking-days': 'x' })).ok).toBe(false);
    expect(live.token).not.toBe(fresh.token);
  });
});

describe('the CLI', () => {
  const { cli, dataDir } = opsCliOf(() => t);

  it('prints help, and exits non-zero on misuse', async () => {
    const help = await cli('--help');
    expect(help.code).toBe(0);
    for (const name of [
      'create-supplier',
      'create-task',
      'disable-account',
      'enable-account',
      'expire-channel',
      'expire-tokens',
      'purge-expired',
    ])
      expect(help.out).toContain(name);
    const bad = await cli('disable-account', '--phone', '123');
    expect(bad.code).toBe(2);
    expect(bad.out).toContain('--phone：手机号格式不正确');
    expect((await cli('frobnicate')).code).toBe(2);
  });

  it('reaches the database the server holds (or PostgreSQL directly) and reports refusals with exit 1', async () => {
    const ok = await cli('expire-channel', '--sid', 'via-cli');
    expect(ok.out).toContain('渠道 via-cli 已过期');
    expect(ok.code).toBe(0);
    const row = await t.db.selectFrom('channel').select('expired_at').where('sid', '=', 'via-cli').executeTakeFirst();
    expect(row?.expired_at).toBeTruthy();
    const missing = await cli('enable-account', '--phone', '13999999999');
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('未找到手机号为 13999999999 的账号');
  });

  // Only the embedded database needs the socket; on PostgreSQL the CLI connects directly.
  it.skipIf(Boolean(process.env.DATABASE_URL))('the socket refuses malformed requests', async () => {
    expect(await sendOpsRequest(dataDir(), { command: 'expire-channel', flags: { sid: 1 } as never })).toEqual({
      ok: false,
      error: 'invalid request',
    });
  });
});

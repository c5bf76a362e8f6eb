import { buildApp } from '../src/app';
import { DEFAULT_SMS_RULES, loadConfig } from '../src/config';
import { loginAs } from './helpers/session';
import { createTestApp, testConfig, uniquePhone, type TestApp } from './helpers/test-app';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({}, '/srv/portal');
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: '/srv/portal/data',
      distDir: '/srv/portal/dist',
      accessTokenTtl: 1800,
      refreshTokenTtl: 30 * 24 * 3600,
      jwtSecret: undefined,
      smsProvider: 'none',
      logLevel: 'info',
      trustProxy: false,
    });
    expect(c.sms.resendIntervalSeconds).toBe(60);
  });

  it('reads the per-key rate limit of API keys (120 a minute by default; a positive whole number)', () => {
    expect(loadConfig({}).apiKeyRatePerMinute).toBe(120);
    expect(loadConfig({ API_KEY_RATE_PER_MINUTE: '' }).apiKeyRatePerMinute).toBe(120);
    expect(loadConfig({ API_KEY_RATE_PER_MINUTE: '600' }).apiKeyRatePerMinute).toBe(600);
    expect(() => loadConfig({ API_KEY_RATE_PER_MINUTE: '0' })).toThrow(/API_KEY_RATE_PER_MINUTE/);
    expect(() => loadConfig({ API_KEY_RATE_PER_MINUTE: 'many' })).toThrow(/API_KEY_RATE_PER_MINUTE/);
  });

  it('reads the metrics token (none by default: only this machine may scrape; at least 16 characters)', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token' }).metricsToken).toBe('a-long-enough-token');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space inside it' })).toThrow(/METRICS_TOKEN/);
  });

  it('reads the shutdown grace (10 s by default; a positive whole number of milliseconds)', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '60000' }).shutdownGraceMs).toBe(60_000);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '0' })).toThrow(/SHUTDOWN_GRACE_MS/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: 'soon' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });

  it('migrates on start unless MIGRATE_ON_START=0; retention defaults to hourly runs, 180 days of read notices, 30 of deliveries and of sent messages', () => {
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: '0' }).migrateOnStart).toBe(false);
    expect(() => loadConfig({ MIGRATE_ON_START: 'no' })).toThrow(/MIGRATE_ON_START/);
    expect(loadConfig({}).retention).toEqual({ intervalMs: 3_600_000, noticeDays: 180, webhookDays: 30, messageDays: 30 });
    expect(
      loadConfig({ RETENTION_INTERVAL_MS: '60000', NOTICE_RETENTION_DAYS: '90', WEBHOOK_RETENTION_DAYS: '7', MESSAGE_RETENTION_DAYS: '14' })
        .retention,
    ).toEqual({ intervalMs: 60_000, noticeDays: 90, webhookDays: 7, messageDays: 14 });
    expect(() => loadConfig({ MESSAGE_RETENTION_DAYS: '-1' })).toThrow(/MESSAGE_RETENTION_DAYS/);
    expect(() => loadConfig({ NOTICE_RETENTION_DAYS: '0' })).toThrow(/NOTICE_RETENTION_DAYS/);
    expect(() => loadConfig({ WEBHOOK_RETENTION_DAYS: 'forever' })).toThrow(/WEBHOOK_RETENTION_DAYS/);
  });

  it('believes only the proxies it is told of, never any client', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('reads the environment', () => {
    const c = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://u@db/portal',
      ACCESS_TOKEN_TTL: '60',
      REFRESH_TOKEN_TTL: '3600',
      JWT_SECRET: 's'.repeat(40),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      DATA_DIR: '/var/lib/portal',
    });
    expect(c).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://u@db/portal',
      accessTokenTtl: 60,
      refreshTokenTtl: 3600,
      logLevel: 'warn',
      trustProxy: 1,
      dataDir: '/var/lib/portal',
    });
  });

  it('takes the SMS resend interval from SMS_RESEND_INTERVAL (0 for a test server), the other code rules unchanged', () => {
    expect(loadConfig({ SMS_RESEND_INTERVAL: '0' }).sms).toEqual({ ...DEFAULT_SMS_RULES, resendIntervalSeconds: 0 });
    expect(loadConfig({ SMS_RESEND_INTERVAL: '90' }).sms.resendIntervalSeconds).toBe(90);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ ACCESS_TOKEN_TTL: '-5' }, 'ACCESS_TOKEN_TTL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SMS_PROVIDER: 'carrier-pigeon' }, 'SMS_PROVIDER'],
    [{ SMS_RESEND_INTERVAL: '-1' }, 'SMS_RESEND_INTERVAL'],
    [{ SMS_RESEND_INTERVAL: 'soon' }, 'SMS_RESEND_INTERVAL'],
  ])('names the bad variable in %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe('the JWT secret', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is generated once and kept in the database, so every app server over it accepts the same tokens', async () => {
    const { token } = await loginAs(t, uniquePhone());
    const second = await buildApp({ config: testConfig(), db: t.db, clock: t.clock });
    try {
      const res = await second.inject({
        method: 'POST',
        url: '/api/jy-turing-suppliers/suppliers_base/auth/login_info',
        headers: { authtoken: token },
      });
      expect(res.statusCode).toBe(200);
      const stored = await t.db.selectFrom('app_meta').select('value').where('key', '=', 'jwt_secret').executeTakeFirstOrThrow();
      expect(stored.value.length).toBeGreaterThanOrEqual(48);
    } finally {
      await second.close();
    }
  });

  it('comes from JWT_SECRET when set: tokens of the generated secret are then refused', async () => {
    const { token } = await loginAs(t, uniquePhone());
    const pinned = await buildApp({ config: testConfig({ jwtSecret: 'k'.repeat(48) }), db: t.db, clock: t.clock });
    try {
      const res = await pinned.inject({
        method: 'POST',
        url: '/api/jy-turing-suppliers/suppliers_base/auth/login_info',
        headers: { authtoken: token },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ flag: false, errorCode: 'E000401' });
    } finally {
      await pinned.close();
    }
  });
});

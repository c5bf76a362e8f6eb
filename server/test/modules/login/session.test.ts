import { SignJWT, decodeJwt } from 'jose';
import * as login from '@contract/login';
import * as tracking from '@contract/tracking';
import { createTestApp, uniquePhone, type TestApp } from '../../helpers/test-app';
import { loginAs } from '../../helpers/session';
import { raceTest, warmPool } from '../../helpers/races';

let t: TestApp;
beforeAll(async () => {
  // Short lifetimes, driven by the test clock rather than by sleeping.
  t = await createTestApp({ config: { accessTokenTtl: 60, refreshTokenTtl: 3600 } });
});
afterAll(() => t.close());

const event = { type: 'page_view' as const, page: '/', ts: 1_700_000_000_000 };

describe('access tokens', () => {
  it('carries sub, sid and exp = iat + ACCESS_TOKEN_TTL, signed with HS256', async () => {
    const { token } = await loginAs(t, uniquePhone());
    const claims = decodeJwt(token);
    expect(typeof claims.sub).toBe('string');
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp! - claims.iat!).toBe(60);
    expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString())).toMatchObject({ alg: 'HS256' });
  });

  it('answers 401 without a token, with garbage, or with a forged signature', async () => {
    const { token } = await loginAs(t, uniquePhone());
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    for (const bad of [undefined, 'garbage', 'a.b.c', forged]) {
      const res = await t.call(login.getLoginInfo, {}, { token: bad });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ flag: false, errorCode: 'E000401', data: null });
    }
  });

  it('rejects a token signed with another key or another algorithm', async () => {
    const { token } = await loginAs(t, uniquePhone());
    const claims = decodeJwt(token);
    const otherKey = new TextEncoder().encode('x'.repeat(64));
    const sign = (alg: string, key: Uint8Array) =>
      new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg })
        .setSubject(claims.sub!)
        .setIssuer(claims.iss!)
        .setAudience(claims.aud as string)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key);
    for (const bad of [await sign('HS256', otherKey), await sign('HS512', otherKey)]) {
      expect((await t.call(login.getLoginInfo, {}, { token: bad })).status).toBe(401);
    }
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${token.split('.')[1]}.`;
    expect((await t.call(login.getLoginInfo, {}, { token: unsigned })).status).toBe(401);
  });

  it('answers 420 once the access token has expired, and the refreshed token works', async () => {
    const session = await loginAs(t, uniquePhone());
    expect((await t.call(login.getLoginInfo, {}, { token: session.token })).status).toBe(200);
    t.clock.advance(61);
    const expired = await t.call(login.getLoginInfo, {}, { token: session.token });
    expect(expired.status).toBe(420);
    expect(expired.body).toMatchObject({ flag: false, errorCode: 'E000420' });
    const refreshed = await t.call(login.refreshToken, { refreshToken: session.refreshToken });
    expect(refreshed.body.flag).toBe(true);
    expect((await t.call(login.getLoginInfo, {}, { token: refreshed.body.data.token })).status).toBe(200);
  });

  it('on /open/ paths: no or unusable token is anonymous, an expired one still gets 420', async () => {
    expect((await t.call(tracking.addTrackingEvents, { events: [event] })).body.flag).toBe(true);
    expect((await t.call(tracking.addTrackingEvents, { events: [event] }, { token: 'garbage' })).body.flag).toBe(true);
    const { token } = await loginAs(t, uniquePhone());
    expect((await t.call(tracking.addTrackingEvents, { events: [event] }, { token })).body.flag).toBe(true);
    t.clock.advance(61);
    expect((await t.call(tracking.addTrackingEvents, { events: [event] }, { token })).status).toBe(420);
  });

  it('on /unlimited/ paths ignores the token entirely', async () => {
    const res = await t.call(login.sendCode, { phone: uniquePhone() }, { token: 'garbage' });
    expect(res.status).toBe(200);
    expect(res.body.flag).toBe(true);
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh returns a new pair and spends the old refresh token', async () => {
    const first = await loginAs(t, uniquePhone());
    const second = await t.call(login.refreshToken, { refreshToken: first.refreshToken });
    expect(second.body.flag).toBe(true);
    const pair = login.tokenInfo.parse(second.body.data);
    expect(pair.refreshToken).not.toBe(first.refreshToken);
    const third = await t.call(login.refreshToken, { refreshToken: pair.refreshToken });
    expect(third.body.flag).toBe(true);
    // Refresh tokens are stored hashed only.
    const stored = await t.db.selectFrom('refresh_token').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(pair.refreshToken);
  });

  it('reuse of a spent refresh token revokes the whole session (E000008)', async () => {
    const session = await loginAs(t, uniquePhone());
    const rotated = await t.call(login.refreshToken, { refreshToken: session.refreshToken });
    const live = rotated.body.data;
    const reuse = await t.call(login.refreshToken, { refreshToken: session.refreshToken });
    expect(reuse.body).toMatchObject({ flag: false, errorCode: 'E000008' });
    // Both the attacker's and the victim's copies are dead now.
    expect((await t.call(login.getLoginInfo, {}, { token: live.token })).body).toMatchObject({ flag: false, errorCode: 'E000008' });
    expect((await t.call(login.refreshToken, { refreshToken: live.refreshToken })).body).toMatchObject({
      flag: false,
      errorCode: 'E000008',
    });
  });

  raceTest('two concurrent refreshes with one token: at most one succeeds and the session ends', async () => {
    const session = await loginAs(t, uniquePhone());
    await warmPool(t.db);
    const results = await Promise.all([1, 2].map(() => t.call(login.refreshToken, { refreshToken: session.refreshToken })));
    expect(results.filter((r) => r.body.flag).length).toBeLessThanOrEqual(1);
    expect(results.some((r) => r.body.errorCode === 'E000008')).toBe(true);
  });

  it('are refused when unknown', async () => {
    const res = await t.call(login.refreshToken, { refreshToken: 'never-issued' });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000105' });
  });

  it('stop working at the absolute end of the session, however often they rotated', async () => {
    let { refreshToken } = await loginAs(t, uniquePhone());
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1000);
      const res = await t.call(login.refreshToken, { refreshToken });
      expect(res.body.flag).toBe(true);
      refreshToken = res.body.data.refreshToken;
    }
    t.clock.advance(700); // 3700 s after login, past REFRESH_TOKEN_TTL = 3600
    expect((await t.call(login.refreshToken, { refreshToken })).body).toMatchObject({ flag: false, errorCode: 'E000105' });
  });
});

describe('logout', () => {
  it('revokes the session at once: access and refresh tokens stop working', async () => {
    const session = await loginAs(t, uniquePhone());
    expect((await t.call(login.logout, {}, { token: session.token })).body).toEqual({
      flag: true,
      errorCode: null,
      errorMsg: null,
      data: null,
    });
    expect((await t.call(login.getLoginInfo, {}, { token: session.token })).body).toMatchObject({ flag: false, errorCode: 'E000008' });
    expect((await t.call(login.refreshToken, { refreshToken: session.refreshToken })).body).toMatchObject({
      flag: false,
      errorCode: 'E000008',
    });
  });

  it('ends only its own session', async () => {
    const a = await loginAs(t, uniquePhone());
    const b = await loginAs(t, uniquePhone());
    expect((await t.call(login.logout, {}, { token: a.token })).body.flag).toBe(true);
    expect((await t.call(login.getLoginInfo, {}, { token: b.token })).body.flag).toBe(true);
  });

  it('requires a session', async () => {
    expect((await t.call(login.logout, {})).status).toBe(401);
  });
});

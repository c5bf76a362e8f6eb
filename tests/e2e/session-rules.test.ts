import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { browserSuite } from './support/suite';
import { DEMO_ADMIN } from './support/session';

const MEMBER_A = '13800000001';
const MEMBER_B = '13800000002';
/** Each test logs in with its own phone: what one test expires or disables is not another test's session. */
const NEW_USER = '13900000001';

// Each test starts logged in over the API, its login's sid and sourcecode included: the login screen is session.test's.
const suite = browserSuite('session-rules');

const isApi = (r: Response) => r.url().includes('/api/jy-turing-suppliers/');
const toast = (p: Page, text: string) => p.locator('.ant-message').getByText(text);

describe('session rules in a real browser', () => {
  it('calls made after the access token expired all succeed through exactly one refresh', async () => {
    const p = await suite.signIn(MEMBER_A);
    await p.goto('/workbench');
    await expect.poll(() => p.getByText('账户信息').count()).toBe(1);

    const responses: Response[] = [];
    // Each answer's body is read as it arrives: a call of the page before the reload (the notice bell's, say) has
    // no body to read once the page navigated away.
    const bodies = new Map<Response, Promise<{ flag?: boolean } | null>>();
    p.on('response', (r) => {
      if (!isApi(r)) return;
      responses.push(r);
      bodies.set(
        r,
        r.json().catch(() => null),
      );
    });
    // The access token expires now, through the server (no waiting for a short TTL on the wall clock).
    await suite.server.ops('expire-tokens', '--phone', MEMBER_A);

    // A reload makes several login-only calls at once (the login info sync and the workbench's account card).
    await p.reload();
    await expect.poll(() => p.getByText('账户信息').count()).toBe(1);
    await expect.poll(() => p.locator('.light-descriptions').innerText()).toContain('李娜');
    // Client-side navigation after the refresh: the new token is used straight away.
    await p.getByRole('link', { name: '概览', exact: true }).click();

    const refreshes = responses.filter((r) => r.url().endsWith('/pc_login/unlimited/refresh'));
    const expired = responses.filter((r) => r.status() === 420);
    const authCalls = responses.filter((r) => r.url().includes('/auth/') && r.status() === 200);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].status()).toBe(200);
    expect(expired.length).toBeGreaterThanOrEqual(1);
    expect(authCalls.length).toBeGreaterThanOrEqual(2);
    for (const r of authCalls) {
      const body = await bodies.get(r);
      // An answer whose body went with the page before the reload says nothing either way.
      if (body) expect(body.flag, r.url()).toBe(true);
    }
    // Still logged in, on the overview the menu led to.
    expect(new URL(p.url()).pathname).toBe('/workbench/overview');
  });

  it('a disabled account is told 「账号异常，请重新登录」 and lands on the login page', async () => {
    const p = await suite.signIn(MEMBER_B, { channel: { sid: 's900', sourcecode: 'c900' } });
    await p.goto('/workbench?sid=s900&sourcecode=c900');
    await expect.poll(() => p.getByText('账户信息').count()).toBe(1);

    await suite.server.ops('disable-account', '--phone', MEMBER_B);
    try {
      await p.reload();
      await expect.poll(() => toast(p, '账号异常，请重新登录').count()).toBe(1);
      await p.waitForURL(/\/login/);
      const url = new URL(p.url());
      expect(url.searchParams.get('sid')).toBe('s900');
      expect(url.searchParams.get('sourcecode')).toBe('c900');
      // The session is gone from the client too: a guarded screen sends the user back to log in.
      await p.goto('/workbench');
      await p.waitForURL(/\/login\?/);
    } finally {
      await suite.server.ops('enable-account', '--phone', MEMBER_B);
    }
  });

  it('an expired channel is told 「认证信息已过期」 and goes home keeping sid and sourcecode', async () => {
    const p = await suite.signIn(DEMO_ADMIN, { channel: { sid: 'chan920', sourcecode: 'src920' } });
    await p.goto('/workbench?sid=chan920&sourcecode=src920');
    await expect.poll(() => p.getByText('账户信息').count()).toBe(1);

    await suite.server.ops('expire-channel', '--sid', 'chan920');
    await p.reload();
    await expect.poll(() => toast(p, '认证信息已过期').count()).toBe(1);
    await p.waitForURL((url) => url.pathname === '/');
    const url = new URL(p.url());
    expect(url.searchParams.get('sid')).toBe('chan920');
    expect(url.searchParams.get('sourcecode')).toBe('src920');
    // The user is still logged in: the login info was reloaded and the workbench works again.
    await p.goto('/workbench');
    await expect.poll(() => p.getByText('账户信息').count()).toBe(1);
  });

  it('two tabs whose token expired refresh once between them, and neither is logged out', async () => {
    const first = await suite.signIn(NEW_USER);
    const second = await suite.context.newPage();
    for (const p of [first, second]) {
      await p.goto('/workbench');
      // A user without a supplier: the workbench is the first-steps choice.
      await expect.poll(() => p.getByText('加入已有供应商').count()).toBe(1);
    }
    const responses: Response[] = [];
    suite.context.on('response', (r) => void (isApi(r) && responses.push(r)));
    await suite.server.ops('expire-tokens', '--phone', NEW_USER);

    // Both tabs come back at once. Refresh tokens rotate and a spent one revokes the session, so the tabs
    // must not both present the same one.
    await Promise.all([first.reload(), second.reload()]);
    for (const p of [first, second]) {
      await expect.poll(() => p.getByText('加入已有供应商').count()).toBe(1);
      expect(new URL(p.url()).pathname).toBe('/workbench');
    }
    // The first-steps page can render from the persisted state before its calls come back: wait for the
    // refresh itself, then for both tabs to go quiet, before counting.
    const refreshes = () => responses.filter((r) => r.url().endsWith('/pc_login/unlimited/refresh'));
    await expect.poll(() => refreshes().length, { timeout: 10_000 }).toBeGreaterThan(0);
    await Promise.all([first.waitForLoadState('networkidle'), second.waitForLoadState('networkidle')]);
    expect(refreshes()).toHaveLength(1);
    // The session is alive on the server: a later call from either tab still works.
    await second.reload();
    await expect.poll(() => second.getByText('加入已有供应商').count()).toBe(1);
    expect(new URL(second.url()).pathname).toBe('/workbench');
  });
});

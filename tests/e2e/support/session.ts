import { expect } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { LOGIN_PATHS } from '@contract/login.meta';
import type { LoginInfo } from '@contract/login';
import { globalSlice, loginInfoSet, supplierInfoSet } from '@/lib/state/global-slice';
import { post, rememberSession } from './gateway';
import type { RunningServer } from './server';

export { gateway, rememberSession } from './gateway';

export const DEMO_ADMIN = '13800000000';

/** Where the SPA persists its session (PERSIST_STORAGE_KEY of src/app/store.ts, which would bring the whole store here). */
const PERSIST_STORAGE_KEY = 'persist:root';

/** Logs in through the real login screen, reading the code from the server's log as a person reads an SMS. */
export async function logIn(page: Page, server: RunningServer, phone = DEMO_ADMIN, query = '') {
  await page.goto(`/login${query}`);
  await page.getByLabel('手机号').fill(phone);
  const since = server.logOffset();
  await page.getByRole('button', { name: '获取验证码' }).click();
  const code = await server.codeFor(phone, since);
  await expect.poll(() => page.getByRole('button', { name: /秒后重新获取/ }).count()).toBe(1);
  await page.getByLabel('验证码').fill(code);
  await page.getByRole('checkbox').check();
  await page
    .getByRole('button', { name: '登 录' })
    .or(page.getByRole('button', { name: '登录' }))
    .click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * Logs in on the login page an invitation link leads to: the invited phone is shown masked and the code goes to it
 * (the page asks by the link's code), so only the code is typed. Ends on the invitation's page.
 */
export async function logInByInvitation(page: Page, server: RunningServer, phone: string) {
  await expect.poll(() => page.getByText(/邀请.*加入/).count(), { timeout: 20_000 }).toBeGreaterThan(0);
  const since = server.logOffset();
  await page.getByRole('button', { name: '获取验证码' }).click();
  const code = await server.codeFor(phone, since);
  await page.getByLabel('验证码').fill(code);
  await page.getByRole('checkbox').check();
  await page
    .getByRole('button', { name: '登 录' })
    .or(page.getByRole('button', { name: '登录' }))
    .click();
  await page.waitForURL((url) => url.pathname === '/accountActivation');
}

/** A session as the SPA keeps it: its tokens, its supplier, and the `persist:root` value that holds them. */
export interface Session {
  token: string;
  supplierId: string;
  /** The localStorage value `persist:root` the login screen would have left. */
  persisted: string;
  /** A browser context's storage holding that session (`browser.newContext({ storageState })`). */
  storageState: NonNullable<Exclude<BrowserContextOptions['storageState'], string>>;
}

/**
 * Logs in over the gateway the way the login screen does (an SMS code read from the server's log, the login, the
 * login info) and returns the session as the screen leaves it in the store: for tests where the login screen is not
 * what is tested (that screen costs a page load and the SMS round trip each time). `channel`: the sid and
 * sourcecode a login page's address would carry.
 */
export async function apiLogIn(
  server: RunningServer,
  phone = DEMO_ADMIN,
  channel: { sid?: string; sourcecode?: string } = {},
): Promise<Session> {
  const since = server.logOffset();
  await post(server, LOGIN_PATHS.sendCode, { phone });
  const code = await server.codeFor(phone, since);
  const { tokenInfo, userName } = await post<{ tokenInfo: { token: string; refreshToken: string }; userName: string }>(
    server,
    LOGIN_PATHS.loginByPhone,
    { phone, code, ...channel },
  );
  const info = await post<LoginInfo>(server, LOGIN_PATHS.getLoginInfo, {}, tokenInfo.token);
  // The login form's own steps (features/login/components/login-form.tsx), on the app's own reducer.
  let global = globalSlice.reducer(undefined, { type: 'e2e/init' });
  global = globalSlice.reducer(global, loginInfoSet({ ...tokenInfo, userName }));
  global = globalSlice.reducer(global, supplierInfoSet(info));
  // redux-persist's stored form: each persisted slice and its own bookkeeping, each as JSON inside JSON.
  const persisted = JSON.stringify({ global: JSON.stringify(global), _persist: JSON.stringify({ version: -1, rehydrated: true }) });
  return { token: global.token, supplierId: global.supplierId, persisted, storageState: storageStateOf(persisted, server.url) };
}

/** A context's storage holding the persisted session `persisted` for the app served at `origin`. */
export function storageStateOf(persisted: string, origin: string): Session['storageState'] {
  return { cookies: [], origins: [{ origin, localStorage: [{ name: PERSIST_STORAGE_KEY, value: persisted }] }] };
}

/**
 * Puts `session` into the storage of `page`'s context, as the login screen leaves it: the page's next load of the app
 * starts logged in. Written from a static file of the app's origin, not from a screen of the app: a running app
 * persists its own (logged-out) state whenever it changes, which could overwrite the session before the next load.
 */
export async function adoptSession(page: Page, session: Session) {
  await page.goto('/favicon.svg');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [PERSIST_STORAGE_KEY, session.persisted] as const);
  rememberSession(page.context(), session);
}

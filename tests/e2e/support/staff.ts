import { expect } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { APP_CODE, PLATFORM_BASE_PATH, SESSION_HEADERS } from '@contract/http.meta';
import { axeViolations } from './axe';
import { PHONE } from './browser';
import { boxOf, layoutFacts } from './layout';
import type { RunningServer } from './server';
import type { BrowserSuite } from './suite';

/** The console's sizes: a desktop and a touch phone. */
export const CONSOLE_SIZES: { name: string; options: BrowserContextOptions }[] = [
  { name: '1440×900', options: { viewport: { width: 1440, height: 900 } } },
  { name: '390×844 touch', options: PHONE },
];

/** Where the console keeps its session (STAFF_SESSION_KEY of src/platform/http/staff-session.ts). */
const STAFF_SESSION_KEY = 'platform:staff-session';

let made = 0;
/** A staff account made as an operator makes one (`npm run ops -- create-staff`); its phone. */
export async function createStaff(server: RunningServer, role: string, prefix = '1391'): Promise<string> {
  const phone = `${prefix}${String(Date.now() % 10_000).padStart(4, '0')}${String(++made % 1000).padStart(3, '0')}`;
  await server.ops('create-staff', '--phone', phone, '--name', `测试${role}${made}`, '--role', role);
  return phone;
}

/** A call to the platform API with a staff token; the envelope's data, or an error with its message. */
export async function staffPost<T>(server: RunningServer, token: string, path: string, body: unknown = {}): Promise<T> {
  const res = await fetch(`${server.url}${PLATFORM_BASE_PATH}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SESSION_HEADERS.token]: token, [SESSION_HEADERS.appCode]: APP_CODE },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { flag: boolean; errorMsg: string | null; data: T };
  if (!envelope.flag) throw new Error(`${path}: ${envelope.errorMsg}`);
  return envelope.data;
}

export interface StaffSession {
  token: string;
  refreshToken: string;
  name: string;
  phone: string;
  role: string;
}

/**
 * Logs a staff member in over the platform API as the login screen does (the code read from the server's log), for
 * tests about what comes after the login: the session as the console stores it.
 */
export async function apiStaffLogIn(server: RunningServer, phone: string): Promise<StaffSession> {
  const since = server.logOffset();
  await staffPost(server, '', '/open/sendCode', { phone });
  const code = await server.codeFor(phone, since);
  const { tokenInfo, staff } = await staffPost<{
    tokenInfo: { token: string; refreshToken: string };
    staff: { name: string; phone: string; role: string };
  }>(server, '', '/open/login', { phone, code });
  return { token: tokenInfo.token, refreshToken: tokenInfo.refreshToken, name: staff.name, phone: staff.phone, role: staff.role };
}

/** Logs in at /platform/login as a person would: phone, 获取验证码, the code from the server's log, 登录. */
export async function staffLogIn(page: Page, server: RunningServer, phone: string) {
  await page.goto('/platform/login');
  await page.getByLabel('手机号').fill(phone);
  const since = server.logOffset();
  await page.getByRole('button', { name: '获取验证码' }).click();
  const code = await server.codeFor(phone, since);
  await page.getByLabel('验证码').fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/platform');
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;

/** Goes to a console menu entry as a person does: beside the screen on a desktop, in the header's drawer on a phone. */
export async function goToMenu(page: Page, entry: string) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: '菜单', exact: true }).click();
    await page.locator('dialog.header-drawer[open]').waitFor();
  }
  const nav = isPhone(page)
    ? page.locator('dialog.header-drawer[open]').getByRole('navigation', { name: '主菜单' })
    : page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('link', { name: entry, exact: true }).click();
  await expect.poll(() => page.getByRole('heading', { level: 1, name: entry }).count()).toBe(1);
}

/** The open antd dialog titled `title`. */
export const dialogOf = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });

/**
 * What is wrong with the page while a dialog is open: axe's WCAG 2.2 AA violations, the page or the dialog reaching
 * past the screen's right edge, and targets inside the dialog under 24×24 px.
 */
export async function dialogProblems(page: Page, where: string): Promise<string[]> {
  const problems = await axeViolations(page, where);
  const facts = await layoutFacts(page, { within: '.ant-modal-wrap:not([style*="display: none"]) .ant-modal' });
  if (facts.scrollWidth > facts.viewport)
    problems.push(`${where}: the page is ${facts.scrollWidth - facts.viewport} px wider than the screen`);
  for (const s of facts.small) problems.push(`${where}: a target under 24 px: ${s}`);
  const box = await boxOf(page, '.ant-modal-wrap:not([style*="display: none"]) .ant-modal');
  if (box.left < -0.5 || box.right > box.viewport + 0.5)
    problems.push(`${where}: the dialog reaches past the screen (${box.left}–${box.right})`);
  return problems;
}

/** The console's messages (src/platform/app/toasts.tsx): errors and successes as they are shown. */
export const toastError = (page: Page) => page.locator('.console-toast-error');
export const toastSuccess = (page: Page) => page.locator('.console-toast-success');

/**
 * Puts a staff session into the storage of `page`'s context, as the login screen leaves it (written from a static
 * file of the origin, before the console's next load).
 */
export async function adoptStaffSession(page: Page, session: StaffSession) {
  await page.goto('/favicon.svg');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STAFF_SESSION_KEY, JSON.stringify(session)] as const);
}

/** A console page in a fresh context (`options`: a size), logged in as a new staff member of `role`, on 待办. */
export async function openConsole(suite: BrowserSuite, role: string, options?: BrowserContextOptions) {
  const session = await apiStaffLogIn(suite.server, await createStaff(suite.server, role));
  const page = await suite.open(options);
  await adoptStaffSession(page, session);
  await page.goto('/platform');
  await expect.poll(() => page.getByRole('heading', { level: 1, name: '待办' }).count(), { timeout: 30_000 }).toBe(1);
  return { page, session };
}

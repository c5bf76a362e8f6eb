import type { BrowserContext, Page } from 'playwright-core';
import { API_BASE_PATH, APP_CODE, NO_SUPPLIER_ID, SESSION_HEADERS } from '@contract/http.meta';
import type { RunningServer } from './server';

/** What a context was made logged in with (suite.signIn, session.ts), for calls before its page has loaded anything. */
const contextSessions = new WeakMap<BrowserContext, { token: string; supplierId: string }>();

/** Remembers the session a context was made with, for gateway() calls before its page has loaded anything. */
export function rememberSession(context: BrowserContext, session: { token: string; supplierId: string }) {
  contextSessions.set(context, session);
}

/**
 * A gateway call as the logged-in page makes it (its token and supplier from the persisted session; before the page
 * has loaded a screen of the app, from the session its context was made with): the browser tests' setup and checks,
 * and bench:web's look-up of the screens' addresses (scripts/bench/session.ts). Free of vitest, so a plain script may
 * import it.
 */
export async function gateway<T>(page: Page, server: RunningServer, path: string, body: unknown = {}): Promise<T> {
  const known = contextSessions.get(page.context());
  const session =
    known && !page.url().startsWith(server.url)
      ? known
      : await page.evaluate(() => {
          const root = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as { global?: string };
          const global = JSON.parse(root.global ?? '{}') as { token?: string; supplierId?: string };
          return { token: global.token ?? '', supplierId: global.supplierId ?? '' };
        });
  return post<T>(server, path, body, session.token, session.supplierId);
}

/** A call to the gateway with the headers every call of the SPA carries (spec §6). */
export async function post<T>(server: RunningServer, path: string, body: unknown, token = '', supplierId = ''): Promise<T> {
  const res = await fetch(`${server.url}${API_BASE_PATH}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SESSION_HEADERS.token]: token,
      [SESSION_HEADERS.appCode]: APP_CODE,
      [SESSION_HEADERS.supplierId]: supplierId || NO_SUPPLIER_ID,
    },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { flag: boolean; errorMsg: string | null; data: T };
  if (!envelope.flag) throw new Error(`${path}: ${envelope.errorMsg}`);
  return envelope.data;
}

import type { Page } from 'playwright-core';
import { API_BASE_PATH, APP_CODE, NO_SUPPLIER_ID, SESSION_HEADERS } from '@contract/http.meta';
import type { RunningServer } from './server';

/**
 * A gateway call as the logged-in page makes it (its token and supplier from the persisted session): the browser
 * tests' setup and checks, and bench:web's look-up of the screens' addresses (scripts/bench/session.ts). Free of
 * vitest, so a plain script may import it.
 */
export async function gateway<T>(page: Page, server: RunningServer, path: string, body: unknown = {}): Promise<T> {
  const session = await page.evaluate(() => {
    const root = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as { global?: string };
    const global = JSON.parse(root.global ?? '{}') as { token?: string; supplierId?: string };
    return { token: global.token ?? '', supplierId: global.supplierId ?? '' };
  });
  const res = await fetch(`${server.url}${API_BASE_PATH}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SESSION_HEADERS.token]: session.token,
      [SESSION_HEADERS.appCode]: APP_CODE,
      [SESSION_HEADERS.supplierId]: session.supplierId || NO_SUPPLIER_ID,
    },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { flag: boolean; errorMsg: string | null; data: T };
  if (!envelope.flag) throw new Error(`${path}: ${envelope.errorMsg}`);
  return envelope.data;
}

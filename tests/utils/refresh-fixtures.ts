import { delay } from 'msw';
import { cms, login } from '@contract/index';
import { call } from '@/lib/http';
import { server } from '../msw/server';
import { ok, onCall, status } from '../msw/contract';

export const HOME_INFO = { path: '/suppliers_base/auth/home_page_user_info' } as const;
export const homeInfo = {
  userId: 'u-1',
  userName: '张经理',
  phone: '138****8000',
  supplierName: null,
  verifyStatus: 5,
  isMain: true,
  takenOrderCount: 0,
  collectionCount: 0,
};
export const homeCall = () => call<typeof login.getHomePageUserInfo>(HOME_INFO, {});
export const adsCall = () => call<typeof cms.listAds4Site>({ base: 'cms', path: '/listAds4Site' }, {});

/** The gateway of API.md: a call with the current token succeeds, any other token gets 420. */
export function gatewayAccepting(valid: () => string, seen: string[] = []) {
  server.use(
    onCall(login.getHomePageUserInfo, ({ token }) => (seen.push(token ?? ''), token === valid() ? ok(homeInfo) : status(420))),
    onCall(cms.listAds4Site, ({ token }) => (seen.push(`cms:${token}`), token === valid() ? ok([]) : status(420))),
  );
  return seen;
}

export type RefreshHeaders = Record<'AuthToken' | 'AppCode' | 'suppliersId', string | null>;

/** A refresh endpoint that rotates tokens and counts its calls (and keeps the headers each came with). */
export function refreshRotating({
  gate,
  next = 'tok-new',
  headers = [],
}: { gate?: Promise<void>; next?: string; headers?: RefreshHeaders[] } = {}) {
  const calls: string[] = [];
  server.use(
    onCall(login.refreshToken, async ({ body, request }) => {
      calls.push(body.refreshToken);
      // Spec §6: the refresh carries the three headers like every call (the expired token is ignored: /unlimited/).
      headers.push({
        AuthToken: request.headers.get('AuthToken'),
        AppCode: request.headers.get('AppCode'),
        suppliersId: request.headers.get('suppliersId'),
      });
      if (gate) await gate;
      else await delay(10);
      return ok({ token: next, refreshToken: 'ref-2' });
    }),
  );
  return calls;
}

import axios from 'axios';
import type { login } from '@contract/index';
import type { Envelope } from '@contract/http';
import { env } from '@/config/env';
import { HttpError } from './http-error';
import { endSession, session } from './session-port';
import type { Tokens } from './session-port';
import type { MetaOf } from './types';
import { APP_CODE } from './types';

const REFRESH: MetaOf<typeof login.refreshToken> = { path: '/pc_login/unlimited/refresh' };

// A bare instance: the refresh call never passes through the session interceptors, so it can never
// trigger a refresh of its own.
const refreshClient = axios.create({ timeout: 0 });

let inflight: Promise<string> | null = null;

export const isRefreshing = (): boolean => inflight !== null;

/** Resolves when the running refresh (if any) has finished; rejects if it failed. */
export const waitForRefresh = (): Promise<unknown> => inflight ?? Promise.resolve();

const refreshFailed = () => new HttpError({ kind: 'session', message: '登录已失效，请重新登录', status: 420 });

async function requestNewTokens(): Promise<string> {
  const port = session();
  const refreshToken = port.getRefreshToken();
  if (!refreshToken) throw refreshFailed();
  const response = await refreshClient
    .post<Envelope<Tokens>>(`${env.apiBase}${REFRESH.path}`, { refreshToken }, {
      headers: { AppCode: APP_CODE, suppliersId: port.getSupplierId() || '0' },
    })
    .catch(() => null);
  const tokens = response?.data?.flag ? response.data.data : null;
  if (!tokens?.token) throw refreshFailed();
  port.tokensRefreshed({ token: tokens.token, refreshToken: tokens.refreshToken ?? '' });
  return tokens.token;
}

/**
 * Single flight: the first expired call starts the refresh, every other one (gateway or cms) joins it.
 * A failed refresh ends the session once, and every waiting call fails with it.
 */
export function refreshOnce(): Promise<string> {
  inflight ??= requestNewTokens()
    .catch((error: unknown) => {
      endSession();
      throw error instanceof HttpError ? error : refreshFailed();
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

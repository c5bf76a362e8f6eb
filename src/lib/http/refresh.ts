import axios from 'axios';
import type { login } from '@contract/index';
import type { Envelope } from '@contract/http';
import { LOGIN_PATHS } from '@contract/login.meta';
import { env } from '@/config/env';
import { HttpError } from './http-error';
import { MESSAGES } from './messages';
import { notify } from './notify';
import { endSession, session } from './session-port';
import type { Tokens } from './session-port';
import type { MetaOf, RequestOf } from './types';
import { readHandoff, withRefreshLock, writeHandoff } from './refresh-handoff';
import { deepTrim } from './serialize';
import { sessionHeaders } from './session-headers';

const REFRESH: MetaOf<typeof login.refreshToken> = { path: LOGIN_PATHS.refreshToken };

// A bare instance: the refresh call never passes through the session interceptors, so it can never
// trigger a refresh of its own.
const refreshClient = axios.create({ timeout: 0 });

let inflight: Promise<string> | null = null;

export const isRefreshing = (): boolean => inflight !== null;

/** Resolves when the running refresh (if any) has finished; rejects if it failed. */
export const waitForRefresh = (): Promise<unknown> => inflight ?? Promise.resolve();

const refreshFailed = () => new HttpError({ kind: 'session', message: '登录已失效，请重新登录', status: 420 });

/** `held`: the refresh token this tab had when its call expired, before it waited for the cross-tab lock. */
async function requestNewTokens(held: string): Promise<string> {
  const port = session();
  const refreshToken = port.getRefreshToken();
  if (!refreshToken) throw refreshFailed();
  // While we waited for the lock another tab refreshed, and its tokens already reached this tab's store.
  if (refreshToken !== held && port.getToken()) return port.getToken();
  // Another tab spent this very refresh token, and its tokens have not reached our store yet: take them.
  const handedOver = readHandoff(refreshToken);
  if (handedOver) {
    port.tokensRefreshed(handedOver);
    return handedOver.token;
  }
  // Like every call: the three headers of spec §6 (the expired token included) and a trimmed payload (spec §5).
  const payload: RequestOf<typeof login.refreshToken> = deepTrim({ refreshToken });
  const response = await refreshClient
    .post<Envelope<Tokens>>(`${env.apiBase}${REFRESH.path}`, payload, { headers: sessionHeaders() })
    .catch(refreshUnanswered);
  const tokens = response.data?.flag ? response.data.data : null;
  if (!tokens?.token) throw refreshFailed();
  const next = { token: tokens.token, refreshToken: tokens.refreshToken ?? '' };
  writeHandoff(refreshToken, next);
  port.tokensRefreshed(next);
  return tokens.token;
}

/**
 * Why a refresh got no tokens. The gateway refusing them (a spent, revoked or expired refresh token, 401) ends
 * the session; a disabled account (900) does too, with its warning. No answer, or a gateway in trouble (5xx),
 * says nothing about the session: the user keeps it and is told about the network instead of being logged out.
 */
function refreshUnanswered(error: unknown): never {
  const status = axios.isAxiosError(error) ? error.response?.status : undefined;
  if (status === 900) {
    notify.warning(MESSAGES.accountAbnormal);
    throw new HttpError({ kind: 'session', message: MESSAGES.accountAbnormal, status });
  }
  if (status === undefined || status >= 500) {
    notify.error(MESSAGES.network);
    throw new HttpError({ kind: 'network', message: MESSAGES.network, status });
  }
  throw refreshFailed();
}

/**
 * Single flight: the first expired call starts the refresh, every other one (gateway or cms) joins it.
 * A refused refresh ends the session once, and every waiting call fails with it; an unanswered one fails them
 * but keeps the session.
 */
export function refreshOnce(): Promise<string> {
  const held = session().getRefreshToken();
  inflight ??= withRefreshLock(() => requestNewTokens(held))
    .catch((error: unknown) => {
      if (error instanceof HttpError && error.kind === 'network') throw error;
      endSession();
      throw error instanceof HttpError ? error : refreshFailed();
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

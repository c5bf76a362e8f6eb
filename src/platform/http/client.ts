import axios from 'axios';
import type { AxiosError, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { Envelope } from '@contract/http';
import { APP_CODE, SESSION_HEADERS } from '@contract/http.meta';
import { env } from '@/config/env';
import { HttpError } from '@/lib/http/http-error';
import { MESSAGES, statusMessage } from '@/lib/http/messages';
import { deepTrim, isPlainPayload } from '@/lib/http/serialize';
import { consoleNotify } from './notify';
import { PLATFORM_BASE, REFRESH_PATH } from './paths';
import { clearStaffSession, currentStaffSession, writeStaffSession } from './staff-session';

/** Where the console goes when its session ends (401, a refused refresh): the app binds its router here. */
let sessionEnded: () => void = () => window.location.assign('/platform/login');

export function onStaffSessionEnded(handler: () => void): void {
  sessionEnded = handler;
}

const isEnvelope = (body: unknown): body is Envelope<unknown> => typeof body === 'object' && body !== null && 'flag' in body;

export const platformHttp = axios.create({ baseURL: `${env.addresses.gateway}${PLATFORM_BASE}`, timeout: 0 });
// The refresh call never passes the interceptors, so it cannot start a refresh of its own.
const refreshClient = axios.create({ baseURL: `${env.addresses.gateway}${PLATFORM_BASE}`, timeout: 0 });

function endSession(): void {
  clearStaffSession();
  sessionEnded();
}

let inflight: Promise<string> | null = null;

/** Single flight: every call that met an expired token waits for the one refresh, then replays. */
export function refreshOnce(): Promise<string> {
  inflight ??= (async () => {
    const session = currentStaffSession();
    if (!session?.refreshToken) throw new HttpError({ kind: 'session', message: '登录已失效，请重新登录', status: 420 });
    const response = await refreshClient
      .post<Envelope<{ token: string; refreshToken: string }>>(REFRESH_PATH, { refreshToken: session.refreshToken })
      .catch(() => null);
    const tokens = response?.data?.flag ? response.data.data : null;
    if (!tokens?.token) {
      endSession();
      throw new HttpError({ kind: 'session', message: '登录已失效，请重新登录', status: 420 });
    }
    writeStaffSession({ ...session, token: tokens.token, refreshToken: tokens.refreshToken });
    return tokens.token;
  })().finally(() => {
    inflight = null;
  });
  return inflight;
}

platformHttp.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
  if (inflight) await inflight.catch(() => undefined);
  config.headers.set(SESSION_HEADERS.token, currentStaffSession()?.token ?? '');
  config.headers.set(SESSION_HEADERS.appCode, APP_CODE);
  if (isPlainPayload(config.data)) config.data = deepTrim(config.data);
  return config;
});

platformHttp.interceptors.response.use(
  (response: AxiosResponse) => {
    const body: unknown = response.data;
    if (isEnvelope(body) && body.flag === false) {
      const message = body.errorMsg || MESSAGES.fallback;
      if (!response.config.quietCodes?.includes(body.errorCode ?? '')) consoleNotify.error(message);
      throw new HttpError({ kind: 'business', message, code: body.errorCode, status: response.status });
    }
    return response;
  },
  async (error: unknown) => {
    if (error instanceof HttpError) throw error;
    if (axios.isCancel(error)) throw new HttpError({ kind: 'canceled', message: '请求已取消' });
    const { config, response } = error as AxiosError;
    if (!response) {
      consoleNotify.error(MESSAGES.network);
      throw new HttpError({ kind: 'network', message: MESSAGES.network });
    }
    const { status } = response;
    if (status === 420 && config && !config.replayed) {
      await refreshOnce();
      return platformHttp.request({ ...config, replayed: true });
    }
    if (status === 401 || status === 420) {
      endSession();
      throw new HttpError({ kind: 'session', message: '登录已失效，请重新登录', status });
    }
    // The envelope's own Chinese message first (403: the role's refusal), else the status table.
    const body: unknown = response.data;
    const message = isEnvelope(body) && body.errorMsg ? body.errorMsg : statusMessage(status, response.statusText);
    consoleNotify.error(message);
    throw new HttpError({ kind: 'status', message, status, code: isEnvelope(body) ? body.errorCode : undefined });
  },
);

/** Sends one call (POST JSON unless told) and resolves with the envelope's `data`. */
export async function platformSend(path: string, payload: unknown, options: { signal?: AbortSignal; quietCodes?: readonly string[] } = {}) {
  const response = await platformHttp.request<Envelope<unknown>>({
    url: path,
    method: 'POST',
    data: payload ?? {},
    signal: options.signal,
    quietCodes: options.quietCodes,
  });
  return response.data.data;
}

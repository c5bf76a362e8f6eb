import axios from 'axios';
import type { AxiosError, AxiosInstance, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { Envelope } from '@contract/http';
import { ERROR_CODES, SESSION_ENDING_CODES, SESSION_HEADERS } from '@contract/http.meta';
import { HttpError } from './http-error';
import { MESSAGES, statusMessage } from './messages';
import { notify } from './notify';
import { isRefreshing, refreshOnce, waitForRefresh } from './refresh';
import { deepTrim, isPlainPayload, toSearchParams } from './serialize';
import { sessionHeaders } from './session-headers';
import { endSession, goHomeKeepingChannel, leaveSupplier, session } from './session-port';

export { SESSION_ENDING_CODES };

const isSessionEnding = (code: string | null | undefined) => SESSION_ENDING_CODES.some((c) => c === code);
const isEnvelope = (body: unknown): body is Envelope<unknown> => typeof body === 'object' && body !== null && 'flag' in body;

async function beforeSend(config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> {
  // A call made while a refresh runs waits for it, then goes out with the new token.
  if (isRefreshing()) await waitForRefresh();
  for (const [name, value] of Object.entries(sessionHeaders())) config.headers.set(name, value);
  if (isPlainPayload(config.params)) config.params = deepTrim(config.params);
  // A replay carries the body axios already serialised (or the same FormData): only plain payloads are rewritten.
  if (isPlainPayload(config.data)) {
    const data = deepTrim(config.data);
    config.data = config.encoding === 'form' && !Array.isArray(data) ? toSearchParams(data) : data;
  }
  return config;
}

function onResponse(response: AxiosResponse): AxiosResponse {
  const body: unknown = response.data;
  if (body === undefined || body === null || body === '') {
    notify.error(MESSAGES.noData);
    throw new HttpError({ kind: 'empty', message: MESSAGES.noData, status: response.status });
  }
  if (isEnvelope(body) && body.flag === false) {
    const message = body.errorMsg || MESSAGES.fallback;
    if (body.errorCode === ERROR_CODES.removedFromSupplier) {
      // Removed from the supplier: still logged in, without it.
      leaveSupplier();
      throw new HttpError({ kind: 'session', message, code: body.errorCode, status: response.status });
    }
    if (isSessionEnding(body.errorCode)) {
      endSession();
      throw new HttpError({ kind: 'session', message, code: body.errorCode, status: response.status });
    }
    if (!body.errorCode || !response.config.quietCodes?.includes(body.errorCode)) notify.error(message);
    throw new HttpError({ kind: 'business', message, code: body.errorCode, status: response.status });
  }
  return response;
}

async function onExpired(instance: AxiosInstance, config: InternalAxiosRequestConfig): Promise<AxiosResponse> {
  const sentWith = config.headers.get(SESSION_HEADERS.token);
  const current = session().getToken();
  // Already refreshed (by an earlier call, or in another tab): just replay with the current token.
  if (!current || current === sentWith) await refreshOnce();
  return instance.request({ ...config, replayed: true });
}

let reloading: Promise<void> | null = null;

// The reload itself may meet 920 again: it then goes home without starting another reload.
async function reloadLoginInfoOnce(): Promise<void> {
  if (reloading) return;
  reloading = session()
    .reloadLoginInfo()
    .catch(() => undefined)
    .finally(() => {
      reloading = null;
    });
  await reloading;
}

async function onFailure(instance: AxiosInstance, error: unknown): Promise<AxiosResponse> {
  if (error instanceof HttpError) throw error;
  if (axios.isCancel(error)) throw new HttpError({ kind: 'canceled', message: '请求已取消' });
  const { config, response } = error as AxiosError;
  if (!response) {
    notify.error(MESSAGES.network);
    throw new HttpError({ kind: 'network', message: MESSAGES.network });
  }
  const { status } = response;
  if (status === 420 && config && !config.replayed) return onExpired(instance, config);
  if (status === 401) {
    endSession();
    throw new HttpError({ kind: 'session', message: statusMessage(401), status });
  }
  if (status === 900) {
    notify.warning(MESSAGES.accountAbnormal);
    endSession();
    throw new HttpError({ kind: 'session', message: MESSAGES.accountAbnormal, status });
  }
  if (status === 920) {
    notify.warning(MESSAGES.channelExpired);
    await reloadLoginInfoOnce();
    goHomeKeepingChannel();
    throw new HttpError({ kind: 'channel', message: MESSAGES.channelExpired, status });
  }
  const message = statusMessage(status, response.statusText);
  notify.error(message);
  throw new HttpError({ kind: 'status', message, status });
}

/** The session rules of spec §4 and §8, once for every instance. */
export function installInterceptors(instance: AxiosInstance): AxiosInstance {
  instance.interceptors.request.use(beforeSend);
  instance.interceptors.response.use(onResponse, (error: unknown) => onFailure(instance, error));
  return instance;
}

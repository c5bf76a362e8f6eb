import { HttpResponse, http } from 'msw';
import type { Endpoint, Envelope, RequestOf, ResponseOf } from '@contract/http';

/** Where the SPA sends a call (jsdom's origin; the env's gateway is '' in tests). */
export const API_BASE = '/api/jy-turing-suppliers';
/** Where the platform console sends its calls. */
export const PLATFORM_API_BASE = '/api/jy-turing-platform';
export const urlOf = (endpoint: Endpoint): string =>
  endpoint.base === 'cms' ? `/cms${endpoint.path}` : `${endpoint.base === 'platform' ? PLATFORM_API_BASE : API_BASE}${endpoint.path}`;

export const ok = <T>(data: T): Envelope<T> => ({ flag: true, errorCode: null, errorMsg: null, data });
export const fail = (errorCode: string, errorMsg: string): Envelope<null> => ({ flag: false, errorCode, errorMsg, data: null });

export interface CallInfo<E extends Endpoint> {
  body: RequestOf<E>;
  request: Request;
  token: string | null;
}

type Answer<E extends Endpoint> = Envelope<ResponseOf<E>> | Envelope<null> | Response;

/**
 * A handler for one contract endpoint, typed by it: the payload the resolver sees and the envelope it returns.
 * The JSON payload is checked against the contract's request schema (like the real gateway does), and a
 * successful answer's data against its response schema, so fixtures cannot drift from the contract.
 */
export function onCall<E extends Endpoint>(endpoint: E, resolve: (info: CallInfo<E>) => Answer<E> | Promise<Answer<E>>) {
  const method = endpoint.method === 'GET' ? http.get : http.post;
  return method(urlOf(endpoint), async ({ request }) => {
    const raw: unknown =
      endpoint.method === 'GET'
        ? Object.fromEntries(new URL(request.url).searchParams)
        : await request
            .clone()
            .json()
            .catch(() => ({}));
    const parsed = endpoint.request.safeParse(raw);
    if (!parsed.success)
      return HttpResponse.json(fail('E000400', `fixture: invalid payload for ${endpoint.path}: ${parsed.error.message}`));
    const answer = await resolve({ body: raw as RequestOf<E>, request, token: request.headers.get('AuthToken') });
    if (answer instanceof Response) return answer;
    if (answer.flag) endpoint.response.parse(answer.data);
    return HttpResponse.json(answer);
  });
}

/** A bare HTTP status with an optional body (420, 401, 900, 920, 5xx). */
export const status = (code: number, body: unknown = null, statusText?: string): Response =>
  body === null ? new HttpResponse(null, { status: code, statusText }) : HttpResponse.json(body, { status: code, statusText });

export interface Deferred<T = void> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

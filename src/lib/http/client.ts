import axios from 'axios';
import type { GenericAbortSignal } from 'axios';
import type { Envelope } from '@contract/http';
import { env } from '@/config/env';
import { installInterceptors } from './interceptors';
import { serializeParams } from './serialize';
import type { CallMeta, Endpoint, MetaOf, RequestOf, ResponseOf } from './types';

const createInstance = (baseURL: string) =>
  installInterceptors(axios.create({ baseURL, timeout: 0, paramsSerializer: { serialize: serializeParams } }));

/** The supplier gateway: gateway + /api/jy-turing-suppliers. */
export const gatewayHttp = createInstance(env.apiBase);
/** The content service: gateway + /cms. Shares the session rules and the one refresh with the gateway. */
export const cmsHttp = createInstance(env.cmsBase);

export interface CallOptions {
  signal?: GenericAbortSignal;
}

/** Sends one call as its meta says and resolves with the envelope's `data`. Untyped core of `call`. */
export async function send(meta: CallMeta, payload: unknown, options: CallOptions = {}): Promise<unknown> {
  const instance = meta.base === 'cms' ? cmsHttp : gatewayHttp;
  const method = meta.method ?? 'POST';
  const response = await instance.request<Envelope<unknown>>({
    url: meta.path,
    method,
    encoding: meta.encoding ?? 'json',
    quietCodes: meta.quietCodes,
    ...(method === 'GET' ? { params: payload ?? {} } : { data: payload ?? {} }),
    signal: options.signal,
  });
  return response.data.data;
}

/**
 * A call typed from the contract: `call<typeof login.loginByPhone>({ path: '/pc_login/unlimited/phone' }, payload)`.
 * Resolves with the envelope's `data`; rejects with an HttpError after the http layer has told the user.
 */
export function call<E extends Endpoint>(meta: MetaOf<E>, payload: RequestOf<E>, options?: CallOptions): Promise<ResponseOf<E>> {
  return send(meta, payload, options) as Promise<ResponseOf<E>>;
}

import type { Base, Endpoint, RequestOf, ResponseOf } from '@contract/http';
import { APP_CODE, ERROR_CODES } from '@contract/http.meta';

export type { Endpoint, RequestOf, ResponseOf };

export { APP_CODE };

/**
 * How one contract endpoint travels. The path literal is checked against the contract: `MetaOf<typeof
 * login.loginByPhone>` accepts only '/pc_login/unlimited/phone'. Paths come from the contract's zod-free
 * `*.meta.ts` files (LOGIN_PATHS.loginByPhone …), so zod stays out of the bundle.
 */
export interface CallMeta<P extends string = string> {
  path: P;
  /** Default 'gateway'. */
  base?: Base;
  /** Default 'POST'. */
  method?: 'POST' | 'GET';
  /** Default 'json'. */
  encoding?: 'json' | 'form';
  /**
   * Business codes the screen shows in its own words (e.g. a not-found state): no toast for them. The call
   * still rejects with the HttpError; session codes are never quiet.
   */
  quietCodes?: readonly string[];
}

export type MetaOf<E extends Endpoint> = CallMeta<E['path']>;

/** What a typed call hands to the base query. */
export interface CallArgs {
  meta: CallMeta;
  payload: unknown;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send the payload form-encoded instead of JSON. */
    encoding?: 'json' | 'form';
    /** Set on the one replay after a refresh: a second 420 fails instead of looping. */
    replayed?: boolean;
    /** See CallMeta.quietCodes. */
    quietCodes?: readonly string[];
  }
}

/** The gateway's "no such record" code (contract ERROR_CODES.notFound), for screens with a not-found state of their own. */
export const NOT_FOUND: readonly string[] = [ERROR_CODES.notFound];

import type { Envelope } from '@contract/http';

/**
 * A rule the caller broke, answered with the envelope: HTTP 200 and `flag: false` by default, or one of the
 * session statuses of API.md (401, 420, 900, 920) when `httpStatus` says so. `errorMsg` is shown to people.
 */
export class BusinessError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly httpStatus = 200,
  ) {
    super(message);
    this.name = 'BusinessError';
  }
}

export function success<T>(data: T): Envelope<T> {
  return { flag: true, errorCode: null, errorMsg: null, data };
}

export function failure(code: string, message: string): Envelope<null> {
  return { flag: false, errorCode: code, errorMsg: message, data: null };
}

/**
 * Why a call failed. `session`: the session ended (the user is on the way to /login); `channel`: 920;
 * `business`: envelope flag false; `status`: another HTTP status; `network`: no response; `empty`: no body.
 */
export type HttpErrorKind = 'session' | 'channel' | 'business' | 'status' | 'network' | 'empty' | 'canceled';

/** A serialisable description of a failed call (what RTK Query keeps in its state). */
export interface HttpErrorInfo {
  kind: HttpErrorKind;
  message: string;
  status?: number;
  code?: string | null;
}

/** The one error type the client rejects with. The user has already been told (toast) when it is thrown. */
export class HttpError extends Error implements HttpErrorInfo {
  readonly kind: HttpErrorKind;
  readonly status?: number;
  readonly code?: string | null;

  constructor(info: HttpErrorInfo) {
    super(info.message);
    this.name = 'HttpError';
    this.kind = info.kind;
    this.status = info.status;
    this.code = info.code;
  }

  toInfo(): HttpErrorInfo {
    return { kind: this.kind, message: this.message, status: this.status, code: this.code };
  }
}

export const isHttpError = (value: unknown): value is HttpError => value instanceof HttpError;

import type { Envelope } from '@contract/http';
import { gatewayHttp } from './client';
import { HttpError } from './http-error';
import { SESSION_ENDING_CODES } from './interceptors';
import { MESSAGES } from './messages';
import { notify } from './notify';
import { endSession } from './session-port';
import type { CallMeta } from './types';

/** The name in `Content-Disposition` (RFC 5987 `filename*` first), else the fallback. */
export function fileNameOf(disposition: string | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // A malformed encoding: try the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain ? plain[1].trim() : fallback;
}

export interface Downloaded {
  blob: Blob;
  fileName: string;
}

/**
 * A call whose success answer is a file (an export, a template, a stored resume). Its failures are still the
 * envelope, which arrives as a JSON blob: read it and fail the way every other call fails.
 */
export async function downloadCall(meta: CallMeta, payload: unknown, fallbackName: string): Promise<Downloaded> {
  const method = meta.method ?? 'POST';
  const response = await gatewayHttp.request<Blob>({
    url: meta.path,
    method,
    responseType: 'blob',
    ...(method === 'GET' ? { params: payload ?? {} } : { data: payload ?? {} }),
  });
  const blob = response.data;
  const type = String(response.headers['content-type'] ?? blob.type ?? '');
  if (type.includes('application/json')) {
    const body = JSON.parse(await blob.text()) as Envelope<unknown>;
    const message = body.errorMsg || MESSAGES.fallback;
    if (SESSION_ENDING_CODES.some((code) => code === body.errorCode)) {
      endSession();
      throw new HttpError({ kind: 'session', message, code: body.errorCode, status: response.status });
    }
    notify.error(message);
    throw new HttpError({ kind: 'business', message, code: body.errorCode, status: response.status });
  }
  return { blob, fileName: fileNameOf(response.headers['content-disposition'] as string | undefined, fallbackName) };
}

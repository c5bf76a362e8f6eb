import type { Envelope } from '@contract/http';
import { fileNameOf } from '@/lib/http/download';
import { HttpError } from '@/lib/http/http-error';
import { MESSAGES } from '@/lib/http/messages';
import { platformHttp } from './client';
import { consoleNotify } from './notify';

/**
 * A call whose answer is a file (an image, a template, an export). A refusal still comes as the envelope, read
 * from the blob and told like any other call's.
 */
export async function platformDownload(path: string, payload: unknown, fallbackName: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await platformHttp.request<Blob>({ url: path, method: 'POST', data: payload ?? {}, responseType: 'blob' });
  const blob = response.data;
  const type = String(response.headers['content-type'] ?? blob.type ?? '');
  if (type.includes('application/json')) {
    const body = JSON.parse(await blob.text()) as Envelope<unknown>;
    const message = body.errorMsg || MESSAGES.fallback;
    consoleNotify.error(message);
    throw new HttpError({ kind: 'business', message, code: body.errorCode, status: response.status });
  }
  return { blob, fileName: fileNameOf(response.headers['content-disposition'] as string | undefined, fallbackName) };
}

/** Saves a downloaded file under its name (a link the browser follows, then forgets). */
export function saveFile({ blob, fileName }: { blob: Blob; fileName: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A multipart call (a file and its fields); resolves with the envelope's data. */
export async function platformUpload(path: string, form: FormData): Promise<unknown> {
  const response = await platformHttp.request<Envelope<unknown>>({ url: path, method: 'POST', data: form });
  return response.data.data;
}

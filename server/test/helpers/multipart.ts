import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@contract/http';

export interface Part {
  name: string;
  /** Present for a file part. */
  filename?: string;
  contentType?: string;
  content: Uint8Array | string;
}

/** A multipart/form-data body, built by hand so the tests control every byte (names, types, sizes). */
export function multipartBody(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename === undefined ? `form-data; name="${p.name}"` : `form-data; name="${p.name}"; filename="${p.filename}"`;
    const type = p.filename === undefined ? '' : `Content-Type: ${p.contentType ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`, 'utf8'));
    chunks.push(typeof p.content === 'string' ? Buffer.from(p.content, 'utf8') : Buffer.from(p.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload<T = unknown>(app: FastifyInstance, url: string, parts: Part[], token?: string) {
  const { payload, headers } = multipartBody(parts);
  const res = await app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(token ? { authtoken: token } : {}) } });
  return { status: res.statusCode, body: res.json() as Envelope<T>, headers: res.headers };
}

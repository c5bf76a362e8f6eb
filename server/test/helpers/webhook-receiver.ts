import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';

export interface Received {
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
  /** The status this receiver answered with; null while it holds the request (or never answered). */
  answered: number | null;
}

export type Answer = { status: number; body?: string; delayMs?: number } | 'hang';

/**
 * A webhook receiver on 127.0.0.1 (tests run with WEBHOOK_ALLOW_PRIVATE). `answer` decides each request's reply
 * from its index; 'hang' holds it open without answering.
 */
export async function startReceiver(answer: (index: number, req: Received) => Answer = () => ({ status: 200 })) {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const held: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r: Received = {
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
        answered: null,
      };
      const a = answer(received.length, r);
      received.push(r);
      for (const w of waiters.splice(0)) w();
      if (a === 'hang') return void held.push(res);
      const reply = () => {
        if (res.destroyed) return;
        r.answered = a.status;
        res.writeHead(a.status, { 'content-type': 'text/plain; charset=utf-8' }).end(a.body ?? 'ok');
      };
      if (a.delayMs) setTimeout(reply, a.delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return {
    url,
    received,
    /** Waits (polling nothing: woken by each request) until `n` requests arrived. */
    async waitFor(n: number, timeoutMs = 15_000): Promise<Received[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < n) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`receiver got ${received.length} of ${n} requests`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received.slice(0, n);
    },
    async close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Polls `read` (a database query) until `done` holds, for what happens after the receiver answered. */
export async function eventually<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > deadline) {
      expect(v).toBe('the awaited state');
      return v;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One item of an envelope Sentry's intake received: its type and payload (an `event` is an error report). */
export interface IntakeItem {
  type: string;
  payload: Record<string, unknown>;
}

export interface ReceivedEnvelope {
  url: string;
  /** The Origin header: a page's origin when a browser posted it. */
  origin?: string;
  raw: string;
  items: IntakeItem[];
}

/** Sentry's envelope: a header line, then a header line and a payload line per item. */
function parseEnvelope(raw: string): IntakeItem[] {
  const lines = raw.split('\n').filter(Boolean);
  const items: IntakeItem[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const header = JSON.parse(lines[i]) as { type: string };
    let payload: Record<string, unknown> = {};
    try {
      payload = JSON.parse(lines[i + 1]) as Record<string, unknown>;
    } catch {
      // an attachment or another non-JSON payload: only its type matters here
    }
    items.push({ type: header.type, payload });
  }
  return items;
}

/**
 * A fake Sentry intake on 127.0.0.1 (a free port): records every envelope posted to it and answers as Sentry does,
 * with CORS headers so a page on another origin may read the answer. `dsn` points an SDK at it.
 */
export async function startSentryIntake() {
  const envelopes: ReceivedEnvelope[] = [];
  const waiters = new Set<() => void>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', '*');
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
      const raw = Buffer.concat(chunks).toString('utf8');
      envelopes.push({ url: req.url ?? '', origin: req.headers.origin, raw, items: parseEnvelope(raw) });
      for (const wake of waiters) wake();
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const events = () => envelopes.flatMap((e) => e.items.filter((i) => i.type === 'event').map((i) => i.payload));
  return {
    dsn: `http://public@127.0.0.1:${port}/1`,
    origin: `http://127.0.0.1:${port}`,
    envelopes,
    /** The error reports received so far. */
    events,
    /** The first error report `match` accepts, once it arrives (woken by each envelope, never polling). */
    async waitForEvent(
      match: (event: Record<string, unknown>) => boolean = () => true,
      timeoutMs = 15_000,
    ): Promise<Record<string, unknown>> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = events().find(match);
        if (hit) return hit;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching report among ${events().length} received`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            waiters.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

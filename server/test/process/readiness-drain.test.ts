import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as login from '@contract/login';
import { urlOf } from '../../src/http/route';
import { startServer, type Started } from '../helpers/server-process';

/**
 * Readiness on SIGTERM, in the real server: /readyz answers 503 from the moment the signal arrives — also to a probe
 * the shutdown still takes in and answers — while a request in flight is answered in full, and the process exits 0.
 */
let dataDir: string;
let running: Started | null = null;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'server-readiness-'));
});
afterAll(() => {
  running?.child.kill('SIGCONT');
  running?.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

type Answer = { status: number; body: unknown } | { error: string };

/** A GET on a connection of its own; `written` settles once the request is on the wire. */
function probe(url: string) {
  let written!: () => void;
  const writtenP = new Promise<void>((resolve) => (written = resolve));
  const answer = new Promise<Answer>((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    });
    req.on('error', (err: Error & { code?: string }) => resolve({ error: err.code ?? err.message }));
    req.on('finish', () => written());
  });
  return { written: writtenP, answer };
}

it('SIGTERM: /readyz answers 503 at once, what was in flight is answered, then the server exits', async () => {
  running = await startServer(dataDir, { BODY_TIMEOUT_MS: '300000', SHUTDOWN_GRACE_MS: '300000' });
  const base = running.url;
  for (const url of ['/readyz', '/healthz', '/livez'])
    expect(await probe(`${base}${url}`).answer).toEqual({ status: 200, body: { status: 'ok' } });

  // In flight at the signal: headers and half the body in, the rest comes after.
  const slow = connect(Number(new URL(base).port), '127.0.0.1');
  const body = JSON.stringify({ phone: '13912345678' });
  let slowText = '';
  slow.on('data', (d: Buffer) => (slowText += d.toString()));
  const slowClosed = new Promise<void>((resolve) => slow.on('close', () => resolve()));
  await new Promise((resolve) => slow.once('connect', resolve));
  slow.write(
    `POST ${urlOf(login.sendCode)} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
  );
  await vi.waitFor(() => expect(running!.log()).toContain(urlOf(login.sendCode)));

  // Stopped, the server sees the signal and the load balancer's probes together when it resumes: it takes the
  // probes in (they reached it before it closed) and must not call itself ready to any of them.
  // Node takes in one queued connection per event-loop turn; other callers' requests queued ahead of the probes
  // make sure the signal, which it sees in its first turn, is handled before any probe is read.
  running.child.kill('SIGSTOP');
  running.child.kill('SIGTERM');
  const others = Array.from({ length: 6 }, () => probe(`${base}/livez`));
  await Promise.all(others.map((p) => p.written));
  const probes = Array.from({ length: 3 }, () => probe(`${base}/readyz`));
  await Promise.all(probes.map((p) => p.written));
  running.child.kill('SIGCONT');
  for (const answer of await Promise.all(others.map((p) => p.answer))) expect(answer).toMatchObject({ status: expect.any(Number) });
  for (const answer of await Promise.all(probes.map((p) => p.answer))) {
    expect(answer).toEqual({ status: 503, body: { status: 'unavailable', reason: 'draining' } });
  }

  slow.write(body.slice(5));
  // Answered in full; then its connection is closed (whether its answer still went out keep-alive depends on how
  // far the drain had got: see http/shutdown.ts).
  await slowClosed;
  expect(slowText).toMatch(/^HTTP\/1\.1 200 /);
  expect(JSON.parse(slowText.slice(slowText.indexOf('\r\n\r\n') + 4))).toMatchObject({ flag: true });
  expect(await running.exited).toBe(0);
  expect(running.log()).toContain('"msg":"stopped"');
  running = null;
}, 200_000);

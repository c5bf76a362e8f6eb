import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import * as login from '@contract/login';
import { NOTICE_SOCKET_PATH } from '@contract/notifications.meta';
import { DOCS_PATH } from '../../src/http/openapi';
import { API_PREFIX, urlOf } from '../../src/http/route';
import { createTestApp, uniquePhone, type TestApp } from '../helpers/test-app';

const TOKEN = 'scraper-token-0123456789';
let t: TestApp;
let dist: string;
beforeAll(async () => {
  // With the SPA installed, so a refused scrape is seen not to fall through to the page.
  dist = mkdtempSync(path.join(tmpdir(), 'metrics-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ config: { metricsToken: TOKEN, distDir: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of Prometheus's text format (comments skipped). */
function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!m) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
      return { name: m[1], labels, value: Number(m[3]) };
    });
}

async function scrape(): Promise<Sample[]> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parse(res.body);
}

const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

describe('GET /metrics', () => {
  it('observes every request by its route pattern, never its URL', async () => {
    await t.call(login.sendCode, { phone: uniquePhone() });
    await t.call(login.sendCode, { phone: uniquePhone() });
    expect((await t.app.inject({ method: 'GET', url: `${DOCS_PATH}/assets/favicon-32x32.png` })).statusCode).toBe(200);
    expect((await t.post(`${API_PREFIX}/nope/12345`)).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/findJob/workDetail/98765', headers: { accept: 'text/html' } })).statusCode).toBe(
      200,
    );

    const samples = await scrape();
    const count = 'http_request_duration_seconds_count';
    expect(value(samples, count, { method: 'POST', route: urlOf(login.sendCode), status_code: '200' })).toBe(2);
    expect(value(samples, count, { method: 'GET', route: `${DOCS_PATH}/assets/:file`, status_code: '200' })).toBe(1);
    expect(value(samples, count, { method: 'POST', route: 'unmatched', status_code: '404' })).toBe(1);
    expect(value(samples, count, { method: 'GET', route: 'unmatched', status_code: '200' })).toBe(1);
    expect(value(samples, 'http_request_duration_seconds_bucket', { route: urlOf(login.sendCode), le: '+Inf' })).toBe(2);
    const routes = new Set(samples.flatMap((s) => (s.labels.route ? [s.labels.route] : [])));
    for (const route of routes) expect(route).not.toMatch(/12345|98765|favicon|nope/);
  });

  it('reports the process, the database pool, the notice sockets and the webhook and message outboxes', async () => {
    const before = await scrape();
    for (const name of [
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'db_pool_connections_in_use',
      'db_pool_connections_idle',
      'db_pool_waiting',
    ]) {
      expect(value(before, name), name).toBeGreaterThanOrEqual(0);
    }
    // Nothing else runs a query while the scrape reads the pool.
    expect(value(before, 'db_pool_waiting')).toBe(0);
    if (t.kind === 'pglite')
      expect([value(before, 'db_pool_connections_in_use'), value(before, 'db_pool_connections_idle')]).toEqual([0, 1]);
    expect(value(before, 'notice_sockets_open')).toBe(0);
    expect(value(before, 'webhook_outbox_pending')).toBe(0);
    expect(value(before, 'webhook_outbox_oldest_pending_age_seconds')).toBe(0);
    expect(value(before, 'message_outbox_pending')).toBe(0);
    expect(value(before, 'message_outbox_oldest_pending_age_seconds')).toBe(0);

    // A delivery pending for 90 s, to a disabled subscription (so this app's worker leaves it alone), and one delivered.
    const [{ id: supplierId }] = (await sql<{ id: number }>`select id from supplier order by id limit 1`.execute(t.db)).rows;
    const [{ id: subscriptionId }] = (
      await sql<{ id: number }>`insert into webhook_subscription (supplier_id, url, events, secret, enabled, created_at, updated_at)
        values (${supplierId}, 'https://example.invalid/hook', ${['order.taken']}, 'whsec_test', false, now(), now()) returning id`.execute(
        t.db,
      )
    ).rows;
    await sql`insert into webhook_event (id, supplier_id, type, body, created_at) values ('msg_metrics_1', ${supplierId}, 'order.taken', '{}', now()), ('msg_metrics_2', ${supplierId}, 'order.taken', '{}', now())`.execute(
      t.db,
    );
    await sql`insert into webhook_delivery (supplier_id, subscription_id, event_id, created_at) values (${supplierId}, ${subscriptionId}, 'msg_metrics_1', now() - interval '90 seconds')`.execute(
      t.db,
    );
    await sql`insert into webhook_delivery (supplier_id, subscription_id, event_id, status, created_at) values (${supplierId}, ${subscriptionId}, 'msg_metrics_2', 'succeeded', now() - interval '1 hour')`.execute(
      t.db,
    );
    // A message waiting 2 minutes (its next attempt an hour away, so this app's worker leaves it alone), one sent.
    const [{ id: userId }] = (await sql<{ id: number }>`select id from app_user order by id limit 1`.execute(t.db)).rows;
    await sql`insert into message_outbox (user_id, kind, channel, recipient, subject, body, created_at, next_attempt_at)
      values (${userId}, 'metrics', 'email', 'a@example.invalid', 's', 'b', now() - interval '120 seconds', now() + interval '1 hour')`.execute(
      t.db,
    );
    await sql`insert into message_outbox (user_id, kind, channel, recipient, subject, body, status, created_at)
      values (${userId}, 'metrics', 'email', 'a@example.invalid', 's', 'b', 'sent', now() - interval '1 day')`.execute(t.db);
    const ws = await t.app.injectWS(API_PREFIX + NOTICE_SOCKET_PATH);

    const after = await scrape();
    expect(value(after, 'notice_sockets_open')).toBe(1);
    expect(value(after, 'webhook_outbox_pending')).toBe(1);
    expect(value(after, 'webhook_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(90);
    expect(value(after, 'webhook_outbox_oldest_pending_age_seconds')).toBeLessThan(600);
    expect(value(after, 'message_outbox_pending')).toBe(1);
    expect(value(after, 'message_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(120);
    expect(value(after, 'message_outbox_oldest_pending_age_seconds')).toBeLessThan(600);
    const closed = new Promise((resolve) => ws.once('close', resolve));
    ws.terminate();
    await closed;
    await vi.waitFor(async () => expect(value(await scrape(), 'notice_sockets_open')).toBe(0));
  });
});

describe('who may scrape', () => {
  const get = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers: { accept: 'text/html', ...headers } });
  const refused = (res: Awaited<ReturnType<typeof get>>) => {
    expect(res.statusCode).toBe(404);
    // The envelope, as for any unknown path: neither the metrics nor the SPA's page.
    expect(res.json()).toMatchObject({ flag: false, errorCode: 'E000404' });
  };

  it('a caller on this machine, without a token', async () => {
    for (const address of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) {
      const res = await get(address);
      expect(res.statusCode, address).toBe(200);
      expect(res.body).toContain('http_request_duration_seconds');
    }
  });

  it('anyone else only with the token', async () => {
    refused(await get('10.1.2.3'));
    refused(await get('203.0.113.9', { authorization: 'Bearer wrong-token-0123456789' }));
    refused(await get('203.0.113.9', { authorization: TOKEN }));
    refused(await get('203.0.113.9', { authorization: `Bearer ${TOKEN}x` }));
    expect((await get('203.0.113.9', { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
  });

  it('judges by the connection, not by X-Forwarded-For, and a request relayed by a local proxy needs the token', async () => {
    refused(await get('10.1.2.3', { 'x-forwarded-for': '127.0.0.1' }));
    refused(await get('127.0.0.1', { 'x-forwarded-for': '198.51.100.7' }));
    refused(await get('127.0.0.1', { forwarded: 'for=198.51.100.7' }));
    expect((await get('127.0.0.1', { 'x-forwarded-for': '198.51.100.7', authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
  });

  it('without METRICS_TOKEN, only this machine', async () => {
    const plain = await createTestApp();
    try {
      expect(
        (await plain.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3', headers: { authorization: 'Bearer ' } }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await plain.app.inject({
            method: 'GET',
            url: '/metrics',
            remoteAddress: '10.1.2.3',
            headers: { authorization: `Bearer ${TOKEN}` },
          })
        ).statusCode,
      ).toBe(404);
      expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
    } finally {
      await plain.close();
    }
  });
});

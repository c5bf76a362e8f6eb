import type { FastifyInstance } from 'fastify';
import * as webhooks from '@contract/webhooks';
import { buildApp } from '../../../src/app';
import { openDatabase } from '../../../src/db/connect';
import type { Db } from '../../../src/db/schema';
import { orderFor } from '../../helpers/candidates';
import { raceTest, racesCanHappen } from '../../helpers/races';
import { ops } from '../../helpers/settlements';
import { supplierMember } from '../../helpers/tasks';
import { createTestApp, testConfig, type TestApp } from '../../helpers/test-app';
import { eventually, startReceiver } from '../../helpers/webhook-receiver';

// Two app servers on one PostgreSQL database, each with its own pool, LISTEN connection and delivery worker:
// every event reaches every subscription exactly once, though both workers claim at the same time and the
// changes are written through either server.
const settings = { retryBaseMs: 50, timeoutMs: 3000, allowPrivate: true, pollMs: 500, leaseMs: 60_000 };
let t: TestApp;
const servers: { app: FastifyInstance; db: Db }[] = [];
beforeAll(async () => {
  t = await createTestApp({ config: { webhooks: settings } });
  if (!racesCanHappen) return;
  // Two more servers the way main.ts runs them: DATABASE_URL set, so each LISTENs on its own connection.
  for (let i = 0; i < 2; i++) {
    const { db } = openDatabase({ databaseUrl: t.databaseUrl! });
    const app = await buildApp({ config: testConfig({ databaseUrl: t.databaseUrl, webhooks: settings }), db, clock: t.clock });
    await app.ready();
    servers.push({ app, db });
  }
});
afterAll(async () => {
  for (const s of servers) {
    await s.app.close();
    await s.db.destroy();
  }
  await t.close();
});

describe('exactly-once delivery', () => {
  raceTest(
    'two app servers deliver each of 40 events to each of 2 subscriptions exactly once, retries included',
    async () => {
      // Every third message fails on its first try, so retries are claimed across servers too.
      const tries = new Map<string, number>();
      const keyOf = (r: { url: string; headers: Record<string, unknown> }) => `${String(r.headers['webhook-id'])} ${r.url}`;
      const receiver = await startReceiver((_i, r) => {
        const n = (tries.get(keyOf(r)) ?? 0) + 1;
        tries.set(keyOf(r), n);
        return { status: n === 1 && '01234'.includes(keyOf(r).charAt(4)) ? 500 : 200, delayMs: Math.floor(Math.random() * 20) };
      });
      try {
        const admin = await supplierMember(t);
        const subs: string[] = [];
        for (const path of ['a', 'b']) {
          const res = await t.call(
            webhooks.webhookCreate,
            { url: `${receiver.url}/${path}`, events: ['order.status_changed'] },
            { token: admin.token },
          );
          subs.push(res.body.data.webhookId);
        }
        const orders: string[] = [];
        for (let i = 0; i < 40; i++) orders.push((await orderFor(t, admin)).orderId);
        // Half the changes through each server's own database handle; all at once.
        await Promise.all(orders.map((order, i) => ops({ ...t, db: servers[i % 2]!.db }, 'order-status', { order, to: 'finished' })));

        const done = await eventually(
          () => t.db.selectFrom('webhook_delivery').select(['status', 'attempts']).where('supplier_id', '=', admin.supplierId).execute(),
          (rows) => rows.length === 80 && rows.every((r) => r.status === 'succeeded'),
          60_000,
        );
        expect(done).toHaveLength(80);
        await new Promise((r) => setTimeout(r, 300));
        const answered2xx = receiver.received.filter((r) => r.answered === 200);
        expect(answered2xx).toHaveLength(80);
        // 40 messages × 2 subscriptions, each answered 2xx once.
        expect(new Set(answered2xx.map(keyOf)).size).toBe(80);
        expect(new Set(answered2xx.map((r) => String(r.headers['webhook-id']))).size).toBe(40);
        // Nothing was sent twice but the planned retries.
        const failedFirst = receiver.received.filter((r) => r.answered === 500).length;
        expect(receiver.received).toHaveLength(80 + failedFirst);
        const succeededAttempts = await t.db
          .selectFrom('webhook_attempt')
          .select('id')
          .where('supplier_id', '=', admin.supplierId)
          .where('succeeded', '=', true)
          .execute();
        expect(succeededAttempts).toHaveLength(80);
      } finally {
        await receiver.close();
      }
    },
    120_000,
  );
});

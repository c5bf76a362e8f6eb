import * as webhooks from '@contract/webhooks';
import { buildApp } from '../../../src/app';
import { orderFor } from '../../helpers/candidates';
import { ops } from '../../helpers/settlements';
import { supplierMember } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { eventually, startReceiver } from '../../helpers/webhook-receiver';

// The worker stops with the app (SIGTERM → close-with-grace → app.close()): a delivery in flight is given a moment,
// then aborted and its claim given back at once — not recorded as an attempt — so the next server delivers it
// without waiting out the lease; the app closes well within main.ts's grace.
const settings = { retryBaseMs: 50, timeoutMs: 8000, allowPrivate: true, pollMs: 500, leaseMs: 60_000 };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { webhooks: settings } });
});
afterAll(() => t.close());

it('closing the app aborts a hanging delivery, gives its claim back, and the next server delivers it once', async () => {
  const receiver = await startReceiver((i) => (i === 0 ? 'hang' : { status: 200 }));
  try {
    const admin = await supplierMember(t);
    const { webhookId } = (
      await t.call(webhooks.webhookCreate, { url: receiver.url, events: ['order.status_changed'] }, { token: admin.token })
    ).body.data;
    const { orderId } = await orderFor(t, admin);
    await ops(t, 'order-status', { order: orderId, to: 'finished' });
    await receiver.waitFor(1);
    const claimed = await t.db
      .selectFrom('webhook_delivery')
      .select(['locked_by', 'locked_until'])
      .where('subscription_id', '=', Number(webhookId))
      .executeTakeFirstOrThrow();
    expect(claimed.locked_by).not.toBeNull();

    const started = Date.now();
    await t.app.close();
    expect(Date.now() - started).toBeLessThan(5000);
    const after = await t.db
      .selectFrom('webhook_delivery')
      .select(['status', 'attempts', 'locked_by', 'locked_until'])
      .where('subscription_id', '=', Number(webhookId))
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'pending', attempts: 0, locked_by: null, locked_until: null });

    // The next server on the same database.
    const next = await buildApp({ config: { ...t.config, webhooks: settings }, db: t.db, clock: t.clock });
    await next.ready();
    try {
      await receiver.waitFor(2);
      const done = await eventually(
        () =>
          t.db
            .selectFrom('webhook_delivery')
            .select(['status', 'attempts'])
            .where('subscription_id', '=', Number(webhookId))
            .executeTakeFirstOrThrow(),
        (d) => d.status === 'succeeded',
      );
      expect(done).toEqual({ status: 'succeeded', attempts: 1 });
      expect(receiver.received.filter((r) => r.answered === 200)).toHaveLength(1);
    } finally {
      await next.close();
    }
  } finally {
    await receiver.close();
  }
}, 60_000);

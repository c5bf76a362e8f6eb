import { Webhook } from 'standardwebhooks';
import * as candidates from '@contract/candidates';
import * as webhooks from '@contract/webhooks';
import type { WebhookEvent } from '@contract/webhooks.meta';
import { orderFor, person } from '../../helpers/candidates';
import * as settlements from '@contract/settlements';
import { ops, payoutAccount, pendingBill } from '../../helpers/settlements';
import { supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { eventually, startReceiver } from '../../helpers/webhook-receiver';

// Delivery on a local receiver (WEBHOOK_ALLOW_PRIVATE) with a small retry base: retries, signatures (checked
// with the standardwebhooks package), the attempt log, timeouts, redirects, truncation, the 24 h limit.
const BASE_MS = 60;
// PGlite runs on this thread: a busy database delays reading an answer, so the timeout leaves room for it.
const TIMEOUT_MS = 2500;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { webhooks: { retryBaseMs: BASE_MS, timeoutMs: TIMEOUT_MS, allowPrivate: true, pollMs: 1000, leaseMs: 60_000 } },
  });
});
afterAll(() => t.close());

async function subscribe(admin: Member, url: string, events: WebhookEvent[] = ['order.status_changed']) {
  const res = await t.call(webhooks.webhookCreate, { url, events }, { token: admin.token });
  expect(res.body).toMatchObject({ flag: true });
  return res.body.data;
}

const deliveriesOf = async (admin: Member, webhookId: string) =>
  (await t.call(webhooks.webhookDeliveries, { webhookId, pageNum: 1, pageSize: 50 }, { token: admin.token })).body.data.list;

async function finishOrder(admin: Member): Promise<string> {
  const { orderId } = await orderFor(t, admin);
  const r = await ops(t, 'order-status', { order: orderId, to: 'finished' });
  expect(r.ok).toBe(true);
  return orderId;
}

describe('webhook delivery', () => {
  it('retries a receiver that fails twice with exponential backoff, then delivers once; every request carries a valid Standard Webhooks signature', async () => {
    const receiver = await startReceiver((i) => (i < 2 ? { status: 500, body: `boom ${i}` } : { status: 204 }));
    try {
      const admin = await supplierMember(t);
      const hook = await subscribe(admin, receiver.url);
      expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
      const orderId = await finishOrder(admin);
      const got = await receiver.waitFor(3);
      const verifier = new Webhook(hook.secret);
      for (const r of got) {
        const payload = verifier.verify(r.body, r.headers as Record<string, string>) as {
          type: string;
          timestamp: string;
          data: Record<string, unknown>;
        };
        expect(payload).toMatchObject({ type: 'order.status_changed', data: { orderId, from: 'ongoing', to: 'finished' } });
        expect(payload.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
        expect(r.headers['content-type']).toBe('application/json');
      }
      // A wrong secret does not verify.
      expect(() =>
        new Webhook(`whsec_${Buffer.alloc(24, 7).toString('base64')}`).verify(got[0]!.body, got[0]!.headers as Record<string, string>),
      ).toThrow();
      // One message: the same id on every attempt.
      expect(new Set(got.map((r) => r.headers['webhook-id'])).size).toBe(1);
      expect(got[1]!.at - got[0]!.at).toBeGreaterThanOrEqual(BASE_MS - 5);
      expect(got[2]!.at - got[1]!.at).toBeGreaterThanOrEqual(2 * BASE_MS - 5);

      const [delivery] = await eventually(
        () => deliveriesOf(admin, hook.webhookId),
        (l) => l[0]?.status === 'succeeded',
      );
      expect(delivery).toMatchObject({
        eventType: 'order.status_changed',
        attempts: 3,
        status: 'succeeded',
        responseStatus: 204,
        eventId: got[0]!.headers['webhook-id'],
      });
      const log = await t.call(webhooks.webhookAttempts, { deliveryId: delivery!.deliveryId }, { token: admin.token });
      expect(log.body.data.list.map((a) => [a.attemptNo, a.responseStatus, a.succeeded, a.responseBody])).toEqual([
        [1, 500, false, 'boom 0'],
        [2, 500, false, 'boom 1'],
        [3, 204, true, ''],
      ]);
      // Nothing more is sent after the success.
      await new Promise((r) => setTimeout(r, 4 * BASE_MS));
      expect(receiver.received).toHaveLength(3);
    } finally {
      await receiver.close();
    }
  });

  it('candidate, settlement and order changes each reach only the subscriptions of their own supplier that name the event', async () => {
    const receiver = await startReceiver();
    const other = await startReceiver();
    try {
      const admin = await supplierMember(t);
      const stranger = await supplierMember(t);
      const all = await subscribe(admin, receiver.url, [
        'candidate.status_changed',
        'settlement.issued',
        'settlement.status_changed',
        'order.status_changed',
      ]);
      await subscribe(admin, `${receiver.url}?only=orders`, ['order.status_changed']);
      await subscribe(stranger, other.url, [
        'candidate.status_changed',
        'settlement.issued',
        'settlement.status_changed',
        'order.status_changed',
      ]);

      const { orderId } = await orderFor(t, admin);
      const added = await t.call(candidates.addCandidate, { orderId, ...person(t) }, { token: admin.token });
      const candidateId = added.body.data.candidateId;
      expect((await ops(t, 'candidate-status', { candidate: candidateId, to: 'screened' })).ok).toBe(true);
      // Refused (no reason): rolled back, so no event.
      expect((await ops(t, 'candidate-status', { candidate: candidateId, to: 'rejected' })).ok).toBe(false);
      expect((await ops(t, 'order-status', { order: orderId, to: 'cancelled' })).ok).toBe(true);
      // A bill: issued, confirmed by the supplier, paid by the platform.
      await payoutAccount(t, admin.supplierId);
      const bill = await pendingBill(t, admin);
      await t.call(
        settlements.settlementConfirm,
        { settlementId: bill.id, action: 'confirm', idempotencyKey: crypto.randomUUID() },
        { token: admin.token },
      );
      expect((await ops(t, 'pay-settlement', { settlement: bill.id })).ok).toBe(true);

      // 2 order events (one to each subscription) + 1 candidate event of the first order; the bill's order: 3 moves
      // of its candidate, 1 issued, 2 status changes.
      const got = await receiver.waitFor(9);
      await new Promise((r) => setTimeout(r, 200));
      expect(receiver.received).toHaveLength(9);
      const bills = got
        .map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> })
        .filter((b) => b.type.startsWith('settlement.'));
      const total = (await t.db.selectFrom('settlement').select('total_fen').where('id', '=', Number(bill.id)).executeTakeFirstOrThrow())
        .total_fen;
      expect(bills.find((b) => b.type === 'settlement.issued')?.data).toMatchObject({
        settlementId: bill.id,
        orderId: bill.orderId,
        status: 'pending',
        totalAmount: total,
        periodFrom: '2025-05-01',
        periodTo: '2025-05-31',
        lineCount: 1,
      });
      expect(
        bills
          .filter((b) => b.type === 'settlement.status_changed')
          .map((b) => [b.data.from, b.data.to, b.data.totalAmount])
          .sort(),
      ).toEqual([
        ['confirmed', 'paid', total],
        ['pending', 'confirmed', total],
      ]);
      const bodies = got.map((r) => ({ url: r.headers.host, ...(JSON.parse(r.body) as { type: string; data: Record<string, unknown> }) }));
      const candidate = bodies.find((b) => b.type === 'candidate.status_changed');
      expect(candidate?.data).toMatchObject({ candidateId, orderId, from: 'submitted', to: 'screened' });
      expect(bodies.filter((b) => b.type === 'order.status_changed')).toHaveLength(2);
      expect(other.received).toHaveLength(0);
      const types = (await deliveriesOf(admin, all.webhookId)).map((d) => d.eventType);
      expect(types.filter((e) => e === 'order.status_changed')).toHaveLength(1);
      expect(types.filter((e) => e === 'candidate.status_changed')).toHaveLength(4);
    } finally {
      await receiver.close();
      await other.close();
    }
  });

  it('a disabled subscription gets nothing for the changes meanwhile; enabled again, it gets the next one', async () => {
    const receiver = await startReceiver();
    try {
      const admin = await supplierMember(t);
      const hook = await subscribe(admin, receiver.url);
      // Disabled: no delivery is even created for changes meanwhile.
      await t.call(webhooks.webhookUpdate, { webhookId: hook.webhookId, enabled: false }, { token: admin.token });
      await finishOrder(admin);
      await new Promise((r) => setTimeout(r, 200));
      expect(receiver.received).toHaveLength(0);
      expect(await deliveriesOf(admin, hook.webhookId)).toEqual([]);
      await t.call(webhooks.webhookUpdate, { webhookId: hook.webhookId, enabled: true }, { token: admin.token });
      await finishOrder(admin);
      await receiver.waitFor(1);
    } finally {
      await receiver.close();
    }
  });

  it('no answer within the timeout, a redirect and an unreachable receiver are failed attempts; a long answer is stored cut to 4 KB', async () => {
    const receiver = await startReceiver((i) =>
      i === 0 ? 'hang' : i === 1 ? { status: 302, body: 'moved' } : { status: 200, body: '长'.repeat(3000) },
    );
    try {
      const admin = await supplierMember(t);
      const hook = await subscribe(admin, receiver.url);
      await finishOrder(admin);
      await receiver.waitFor(3);
      const [delivery] = await eventually(
        () => deliveriesOf(admin, hook.webhookId),
        (l) => l[0]?.status === 'succeeded',
      );
      const log = (await t.call(webhooks.webhookAttempts, { deliveryId: delivery!.deliveryId }, { token: admin.token })).body.data.list;
      expect(log[0]).toMatchObject({ succeeded: false, responseStatus: null, error: expect.stringContaining('未应答') });
      expect(log[0]!.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 10);
      expect(log[1]).toMatchObject({ succeeded: false, responseStatus: 302, responseBody: 'moved' });
      expect(log[2]).toMatchObject({ succeeded: true, responseStatus: 200 });
      expect(Buffer.byteLength(log[2]!.responseBody)).toBeLessThanOrEqual(4096);
      expect(log[2]!.responseBody).toBe('长'.repeat(1365));

      const dead = await subscribe(admin, 'http://127.0.0.1:9/hook');
      await finishOrder(admin);
      const [failed] = await eventually(
        () => deliveriesOf(admin, dead.webhookId),
        (l) => (l[0]?.attempts ?? 0) >= 1,
      );
      const deadLog = (await t.call(webhooks.webhookAttempts, { deliveryId: failed!.deliveryId }, { token: admin.token })).body.data.list;
      expect(deadLog[0]).toMatchObject({ succeeded: false, responseStatus: null, error: expect.stringContaining('连接失败') });
      await t.call(webhooks.webhookDelete, { webhookId: dead.webhookId }, { token: admin.token });
    } finally {
      await receiver.close();
    }
  });

  it('a delivery still failing 24 h after it was created is marked failed and tried no more', async () => {
    const receiver = await startReceiver(() => ({ status: 503 }));
    try {
      const admin = await supplierMember(t);
      const hook = await subscribe(admin, receiver.url);
      await finishOrder(admin);
      await receiver.waitFor(1);
      // As if it had been retried for a day already.
      await t.db
        .updateTable('webhook_delivery')
        .set({ created_at: new Date(Date.now() - 24 * 3600_000) })
        .where('subscription_id', '=', Number(hook.webhookId))
        .execute();
      const [delivery] = await eventually(
        () => deliveriesOf(admin, hook.webhookId),
        (l) => l[0]?.status === 'failed',
      );
      expect(delivery).toMatchObject({ status: 'failed', responseStatus: 503, nextAttemptAt: null });
      const n = receiver.received.length;
      await new Promise((r) => setTimeout(r, 6 * BASE_MS));
      expect(receiver.received).toHaveLength(n);
    } finally {
      await receiver.close();
    }
  });
});

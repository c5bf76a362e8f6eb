import { sql } from 'kysely';
import type { z } from 'zod';
import { ERROR_CODES } from '@contract/http';
import type * as contract from '@contract/webhooks';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS, type WebhookDeliveryStatus, type WebhookEvent } from '@contract/webhooks.meta';
import type { Db } from '../../db/schema';
import { requireSupplier, type AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import type { Clock } from '../../lib/clock';
import { parseId } from '../../lib/ids';
import { isoTime } from '../../lib/time';
import * as repo from './repo';
import { newSecret } from './sender';
import type { WebhookSettings } from './settings';
import { checkWebhookUrl, UnsafeUrlError, type Lookup } from './url-guard';

export const webhookNotFound = () => new BusinessError(ERROR_CODES.notFound, 'Webhook 订阅不存在');
export const deliveryNotFound = () => new BusinessError(ERROR_CODES.notFound, '投递记录不存在');

/** Only the supplier's administrator manages webhooks (they send the supplier's data out). */
function adminOf(auth: AuthContext) {
  const supplier = requireSupplier(auth);
  if (!supplier.isMain) throw new BusinessError(ERROR_CODES.forbidden, '仅企业管理员可以管理 Webhook');
  return supplier;
}

type SubscriptionRow = Awaited<ReturnType<typeof repo.listSubscriptions>>[number];

const toWebhook = (r: SubscriptionRow): contract.Webhook => ({
  webhookId: String(r.id),
  url: r.url,
  events: r.events.filter((e): e is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(e)),
  enabled: r.enabled,
  createdAt: isoTime(r.created_at),
  updatedAt: isoTime(r.updated_at),
});

const toDelivery = (r: repo.DeliveryRow): contract.WebhookDelivery => ({
  deliveryId: String(r.id),
  eventId: r.event_id,
  eventType: r.type as WebhookEvent,
  attempts: r.attempts,
  status: r.status as WebhookDeliveryStatus,
  responseStatus: r.response_status,
  createdAt: isoTime(r.created_at),
  lastAttemptAt: r.last_attempt_at ? isoTime(r.last_attempt_at) : null,
  nextAttemptAt: r.status === 'pending' ? isoTime(r.next_attempt_at) : null,
  redeliveryOf: r.redelivery_of === null ? null : String(r.redelivery_of),
});

export function createWebhookService({
  db,
  clock,
  settings,
  lookup,
  wake,
}: {
  db: Db;
  clock: Clock;
  settings: WebhookSettings;
  lookup: Lookup;
  wake: () => void;
}) {
  async function checkedUrl(raw: string): Promise<string> {
    try {
      return (await checkWebhookUrl(raw, { allowPrivate: settings.allowPrivate, lookup })).url.toString();
    } catch (err) {
      if (err instanceof UnsafeUrlError) throw new BusinessError(ERROR_CODES.validation, `url：${err.message}`);
      throw err;
    }
  }

  async function ownSubscription(supplierId: number, webhookId: string) {
    const id = parseId(webhookId);
    const row = id === null ? undefined : await repo.findSubscription(db, supplierId, id);
    if (!row) throw webhookNotFound();
    return row;
  }

  async function create(input: z.output<typeof contract.webhookCreate.request>, auth: AuthContext) {
    const supplier = adminOf(auth);
    const url = await checkedUrl(input.url);
    const secret = newSecret();
    const id = await db.transaction().execute(async (trx) => {
      // The supplier row's lock would be another module's table: count under a transaction-level advisory lock instead.
      await sql`select pg_advisory_xact_lock(24, ${supplier.id})`.execute(trx);
      if ((await repo.countSubscriptions(trx, supplier.id)) >= WEBHOOK_LIMITS.perSupplier) {
        throw new BusinessError(ERROR_CODES.conflict, `每个企业最多 ${WEBHOOK_LIMITS.perSupplier} 个 Webhook 订阅，请先删除不用的订阅`);
      }
      return (
        await repo.insertSubscription(trx, { supplierId: supplier.id, url, events: input.events, secret, userId: auth.userId, at: clock() })
      ).id;
    });
    return { webhookId: String(id), secret };
  }

  async function list(auth: AuthContext) {
    return { list: (await repo.listSubscriptions(db, adminOf(auth).id)).map(toWebhook) };
  }

  async function update(input: z.output<typeof contract.webhookUpdate.request>, auth: AuthContext) {
    const supplier = adminOf(auth);
    const current = await ownSubscription(supplier.id, input.webhookId);
    const url = input.url === undefined ? undefined : await checkedUrl(input.url);
    const row = await repo.updateSubscription(db, supplier.id, current.id, {
      url,
      events: input.events,
      enabled: input.enabled,
      at: clock(),
    });
    if (!row) throw webhookNotFound();
    // Re-enabled: its waiting deliveries are due again.
    if (input.enabled) wake();
    return toWebhook(row);
  }

  async function rotateSecret(webhookId: string, auth: AuthContext) {
    const supplier = adminOf(auth);
    const current = await ownSubscription(supplier.id, webhookId);
    const secret = newSecret();
    if (!(await repo.updateSubscription(db, supplier.id, current.id, { secret, at: clock() }))) throw webhookNotFound();
    return { webhookId: String(current.id), secret };
  }

  async function remove(webhookId: string, auth: AuthContext) {
    const supplier = adminOf(auth);
    const id = parseId(webhookId);
    if (id === null || !(await repo.deleteSubscription(db, supplier.id, id))) throw webhookNotFound();
    return null;
  }

  async function deliveries(input: z.output<typeof contract.webhookDeliveries.request>, auth: AuthContext) {
    const supplier = adminOf(auth);
    const sub = await ownSubscription(supplier.id, input.webhookId);
    const offset = (input.pageNum - 1) * input.pageSize;
    const { total, rows } = await repo.pageDeliveries(db, supplier.id, sub.id, { offset, limit: input.pageSize });
    return { list: rows.map(toDelivery), total, pageNum: input.pageNum, pageSize: input.pageSize };
  }

  async function ownDelivery(supplierId: number, deliveryId: string) {
    const id = parseId(deliveryId);
    const row = id === null ? undefined : await repo.findDelivery(db, supplierId, id);
    if (!row) throw deliveryNotFound();
    return row;
  }

  async function attempts(deliveryId: string, auth: AuthContext) {
    const supplier = adminOf(auth);
    const delivery = await ownDelivery(supplier.id, deliveryId);
    const rows = await repo.listAttempts(db, supplier.id, delivery.id);
    return {
      list: rows.map((r) => ({
        attemptId: String(r.id),
        attemptNo: r.attempt_no,
        startedAt: isoTime(r.started_at),
        durationMs: r.duration_ms,
        succeeded: r.succeeded,
        responseStatus: r.response_status,
        responseBody: r.response_body,
        error: r.error,
      })),
    };
  }

  /** The same event again to the same subscription, as a new delivery with its own attempts. */
  async function redeliver(deliveryId: string, auth: AuthContext) {
    const supplier = adminOf(auth);
    const delivery = await ownDelivery(supplier.id, deliveryId);
    const id = await repo.insertRedelivery(db, supplier.id, delivery);
    const row = await repo.findDelivery(db, supplier.id, id);
    wake();
    return toDelivery(row!);
  }

  return { create, list, update, rotateSecret, remove, deliveries, attempts, redeliver };
}

export type WebhookService = ReturnType<typeof createWebhookService>;

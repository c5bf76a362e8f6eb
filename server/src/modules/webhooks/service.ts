import type { z } from 'zod';
import { ERROR_CODES } from '@contract/http';
import type * as contract from '@contract/webhooks';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS, type WebhookDeliveryStatus, type WebhookEvent } from '@contract/webhooks.meta';
import type { Ctx } from '../../ctx';
import type { Executor } from '../../db/schema';
import { requireSupplier, type AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { parseId } from '../../lib/ids';
import { isoTime } from '../../lib/time';
import { wakeHub } from './outbox';
import * as repo from './repo';
import { newSecret } from './sender';
import { DEFAULT_WEBHOOK_SETTINGS } from './settings';
import { checkWebhookUrl, UnsafeUrlError } from './url-guard';

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

type Input<E extends { request: z.ZodType }> = z.output<E['request']>;

/** This server's delivery worker looks for due deliveries now (a re-enabled subscription, a redelivery). */
const wake = (ctx: Ctx) => void wakeHub(ctx.db).emit('wake');

async function checkedUrl(ctx: Ctx, raw: string): Promise<string> {
  try {
    const { allowPrivate } = ctx.config.webhooks ?? DEFAULT_WEBHOOK_SETTINGS;
    return (await checkWebhookUrl(raw, { allowPrivate, lookup: ctx.webhookLookup })).url.toString();
  } catch (err) {
    if (err instanceof UnsafeUrlError) throw new BusinessError(ERROR_CODES.validation, `url：${err.message}`);
    throw err;
  }
}

async function ownSubscription(db: Executor, supplierId: number, webhookId: string) {
  const id = parseId(webhookId);
  const row = id === null ? undefined : await repo.findSubscription(db, supplierId, id);
  if (!row) throw webhookNotFound();
  return row;
}

export async function webhookCreate(ctx: Ctx, input: Input<typeof contract.webhookCreate>, auth: AuthContext) {
  const supplier = adminOf(auth);
  const url = await checkedUrl(ctx, input.url);
  const secret = newSecret();
  const id = await ctx.db.transaction().execute(async (trx) => {
    await repo.lockSupplierSubscriptions(trx, supplier.id);
    if ((await repo.countSubscriptions(trx, supplier.id)) >= WEBHOOK_LIMITS.perSupplier) {
      throw new BusinessError(ERROR_CODES.conflict, `每个企业最多 ${WEBHOOK_LIMITS.perSupplier} 个 Webhook 订阅，请先删除不用的订阅`);
    }
    return (
      await repo.insertSubscription(trx, {
        supplierId: supplier.id,
        url,
        events: input.events,
        secret,
        userId: auth.userId,
        at: ctx.clock(),
      })
    ).id;
  });
  return { webhookId: String(id), secret };
}

export async function webhookList(ctx: Ctx, _input: Input<typeof contract.webhookList>, auth: AuthContext) {
  return { list: (await repo.listSubscriptions(ctx.db, adminOf(auth).id)).map(toWebhook) };
}

export async function webhookUpdate(ctx: Ctx, input: Input<typeof contract.webhookUpdate>, auth: AuthContext) {
  const supplier = adminOf(auth);
  const current = await ownSubscription(ctx.db, supplier.id, input.webhookId);
  const url = input.url === undefined ? undefined : await checkedUrl(ctx, input.url);
  const row = await repo.updateSubscription(ctx.db, supplier.id, current.id, {
    url,
    events: input.events,
    enabled: input.enabled,
    at: ctx.clock(),
  });
  if (!row) throw webhookNotFound();
  // Re-enabled: its waiting deliveries are due again.
  if (input.enabled) wake(ctx);
  return toWebhook(row);
}

export async function webhookRotateSecret(ctx: Ctx, { webhookId }: Input<typeof contract.webhookRotateSecret>, auth: AuthContext) {
  const supplier = adminOf(auth);
  const current = await ownSubscription(ctx.db, supplier.id, webhookId);
  const secret = newSecret();
  if (!(await repo.updateSubscription(ctx.db, supplier.id, current.id, { secret, at: ctx.clock() }))) throw webhookNotFound();
  return { webhookId: String(current.id), secret };
}

export async function webhookDelete(ctx: Ctx, { webhookId }: Input<typeof contract.webhookDelete>, auth: AuthContext) {
  const supplier = adminOf(auth);
  const id = parseId(webhookId);
  if (id === null || !(await repo.deleteSubscription(ctx.db, supplier.id, id))) throw webhookNotFound();
  return null;
}

export async function webhookDeliveries(ctx: Ctx, input: Input<typeof contract.webhookDeliveries>, auth: AuthContext) {
  const supplier = adminOf(auth);
  const sub = await ownSubscription(ctx.db, supplier.id, input.webhookId);
  const offset = (input.pageNum - 1) * input.pageSize;
  const { total, rows } = await repo.pageDeliveries(ctx.db, supplier.id, sub.id, { offset, limit: input.pageSize });
  return { list: rows.map(toDelivery), total, pageNum: input.pageNum, pageSize: input.pageSize };
}

async function ownDelivery(db: Executor, supplierId: number, deliveryId: string) {
  const id = parseId(deliveryId);
  const row = id === null ? undefined : await repo.findDelivery(db, supplierId, id);
  if (!row) throw deliveryNotFound();
  return row;
}

export async function webhookAttempts(ctx: Ctx, { deliveryId }: Input<typeof contract.webhookAttempts>, auth: AuthContext) {
  const supplier = adminOf(auth);
  const delivery = await ownDelivery(ctx.db, supplier.id, deliveryId);
  const rows = await repo.listAttempts(ctx.db, supplier.id, delivery.id);
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
export async function webhookRedeliver(ctx: Ctx, { deliveryId }: Input<typeof contract.webhookRedeliver>, auth: AuthContext) {
  const supplier = adminOf(auth);
  const delivery = await ownDelivery(ctx.db, supplier.id, deliveryId);
  const id = await repo.insertRedelivery(ctx.db, supplier.id, delivery);
  const row = await repo.findDelivery(ctx.db, supplier.id, id);
  wake(ctx);
  return toDelivery(row!);
}

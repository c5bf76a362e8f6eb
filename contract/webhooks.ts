import { z } from 'zod';
import { endpoint, id, nothing, page, pageRequest, storable } from './http';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS, WEBHOOK_EVENT_LABELS, WEBHOOK_LIMITS, WEBHOOK_PATHS } from './webhooks.meta';

export * from './webhooks.meta';

const eventChoices = WEBHOOK_EVENTS.map((e) => `${e}（${WEBHOOK_EVENT_LABELS[e]}）`).join('、');

export const webhookEvent = z.enum(WEBHOOK_EVENTS, `未知的事件，可选：${eventChoices}`);
const events = z
  .array(webhookEvent, '必须是事件列表')
  .min(1, '请至少选择一个事件')
  .max(WEBHOOK_EVENTS.length, `最多 ${WEBHOOK_EVENTS.length} 个事件`)
  .transform((list) => [...new Set(list)]);
/** Checked for scheme, host and address by the server (which resolves it); here only its length. */
const url = storable('请填写回调地址')
  .trim()
  .min(1, '请填写回调地址')
  .max(WEBHOOK_LIMITS.urlMax, `长度不能超过 ${WEBHOOK_LIMITS.urlMax} 个字符`);

export const webhook = z.object({
  webhookId: z.string(),
  url: z.string(),
  events: z.array(webhookEvent),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Webhook = z.infer<typeof webhook>;

/** The signing secret is in this answer only (and in rotate's): the list never shows it. */
export const webhookCreate = endpoint({
  path: WEBHOOK_PATHS.create,
  request: z.strictObject({ url, events }),
  response: z.object({ webhookId: z.string(), secret: z.string() }),
});

export const webhookList = endpoint({
  path: WEBHOOK_PATHS.list,
  request: z.strictObject({}),
  response: z.object({ list: z.array(webhook) }),
});

/** Changes the events, the URL or whether it is enabled; at least one of them. */
export const webhookUpdate = endpoint({
  path: WEBHOOK_PATHS.update,
  request: z
    .strictObject({ webhookId: id, url: url.optional(), events: events.optional(), enabled: z.boolean('必须是 true 或 false').optional() })
    .refine((r) => r.url !== undefined || r.events !== undefined || r.enabled !== undefined, '请指定要修改的回调地址、事件或启用状态'),
  response: webhook,
});

/** A new signing secret, shown once; the old one stops signing at once. */
export const webhookRotateSecret = endpoint({
  path: WEBHOOK_PATHS.rotateSecret,
  request: z.strictObject({ webhookId: id }),
  response: z.object({ webhookId: z.string(), secret: z.string() }),
});

export const webhookDelete = endpoint({
  path: WEBHOOK_PATHS.remove,
  request: z.strictObject({ webhookId: id }),
  response: nothing,
});

export const webhookDelivery = z.object({
  deliveryId: z.string(),
  /** The `webhook-id` header: the same for every attempt and redelivery of the event. */
  eventId: z.string(),
  eventType: webhookEvent,
  attempts: z.number().int(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** The HTTP status of the last attempt; null before one, or when the receiver did not answer. */
  responseStatus: z.number().int().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  /** When a pending delivery is tried next. */
  nextAttemptAt: z.string().nullable(),
  /** The delivery this one redelivers. */
  redeliveryOf: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

/** A subscription's deliveries, newest first. */
export const webhookDeliveries = endpoint({
  path: WEBHOOK_PATHS.deliveries,
  request: z.strictObject({ webhookId: id, ...pageRequest }),
  response: page(webhookDelivery),
});

export const webhookAttempt = z.object({
  attemptId: z.string(),
  attemptNo: z.number().int(),
  startedAt: z.string(),
  durationMs: z.number().int(),
  succeeded: z.boolean(),
  responseStatus: z.number().int().nullable(),
  /** At most WEBHOOK_LIMITS.responseBodyBytes of what the receiver answered. */
  responseBody: z.string(),
  /** Why no answer counted (timeout, refused address, connection error), in Chinese; null when it answered. */
  error: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttempt>;

/** Every attempt of one delivery, first attempt first. */
export const webhookAttempts = endpoint({
  path: WEBHOOK_PATHS.attempts,
  request: z.strictObject({ deliveryId: id }),
  response: z.object({ list: z.array(webhookAttempt) }),
});

/** A new delivery of the same event to the same subscription (its own attempts and 24 h of retries). */
export const webhookRedeliver = endpoint({
  path: WEBHOOK_PATHS.redeliver,
  request: z.strictObject({ deliveryId: id }),
  response: webhookDelivery,
});

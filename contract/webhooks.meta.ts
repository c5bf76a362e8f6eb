/** Webhooks, without zod: the SPA's panel and the server alike. */

export const WEBHOOK_PATHS = {
  create: '/pc_open/auth/webhook_create',
  list: '/pc_open/auth/webhook_list',
  update: '/pc_open/auth/webhook_update',
  rotateSecret: '/pc_open/auth/webhook_rotate_secret',
  remove: '/pc_open/auth/webhook_delete',
  deliveries: '/pc_open/auth/webhook_deliveries',
  attempts: '/pc_open/auth/webhook_attempts',
  redeliver: '/pc_open/auth/webhook_redeliver',
} as const;

/** The events a subscription may name; each is written to the outbox in the transaction of its change. */
export const WEBHOOK_EVENTS = [
  'candidate.status_changed',
  'settlement.issued',
  'settlement.status_changed',
  'order.status_changed',
  'task.updated',
  'task.closed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'candidate.status_changed': '候选人状态变更',
  'settlement.issued': '结算单出具',
  'settlement.status_changed': '结算单状态变更',
  'order.status_changed': '订单状态变更',
  'task.updated': '已接任务变更',
  'task.closed': '已接任务关闭',
};

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: '投递中',
  succeeded: '成功',
  failed: '失败',
};

export const WEBHOOK_LIMITS = {
  /** Subscriptions per supplier. */
  perSupplier: 10,
  urlMax: 2000,
  /** Stored response bodies are cut to this many bytes. */
  responseBodyBytes: 4096,
} as const;

/** A signing secret: `whsec_` + base64 of 24 random bytes (Standard Webhooks). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

import { webhooks } from '@contract/index';
import type { Webhook, WebhookAttempt, WebhookDelivery } from '@contract/webhooks';
import { ok, onCall } from './contract';

export const webhookItem = (over: Partial<Webhook> = {}): Webhook => ({
  webhookId: 'w1',
  url: 'https://ats.example.com/hooks/portal',
  events: ['candidate.status_changed', 'settlement.issued'],
  enabled: true,
  createdAt: '2026-11-20T09:30:00+08:00',
  updatedAt: '2026-11-20T09:30:00+08:00',
  ...over,
});

export const deliveryItem = (over: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  deliveryId: 'd1',
  eventId: 'msg_1',
  eventType: 'candidate.status_changed',
  attempts: 3,
  status: 'succeeded',
  responseStatus: 200,
  createdAt: '2026-11-21T10:00:00+08:00',
  lastAttemptAt: '2026-11-21T10:00:15+08:00',
  nextAttemptAt: null,
  redeliveryOf: null,
  ...over,
});

export const attemptItem = (over: Partial<WebhookAttempt> = {}): WebhookAttempt => ({
  attemptId: 'a1',
  attemptNo: 1,
  startedAt: '2026-11-21T10:00:00+08:00',
  durationMs: 120,
  succeeded: false,
  responseStatus: 500,
  responseBody: 'internal error',
  error: null,
  ...over,
});

/** Default answers for the 开放接口 → Webhook tab: no subscriptions yet. */
export const webhookHandlers = [
  onCall(webhooks.webhookList, () => ok({ list: [] })),
  onCall(webhooks.webhookDeliveries, ({ body }) => ok({ list: [], total: 0, pageNum: body.pageNum ?? 1, pageSize: body.pageSize ?? 30 })),
  onCall(webhooks.webhookAttempts, () => ok({ list: [] })),
];

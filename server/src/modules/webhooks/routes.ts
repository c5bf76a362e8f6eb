import * as webhooks from '@contract/webhooks';
import { json, type RouteEntry } from '../../http/operation';
import {
  webhookAttempts,
  webhookCreate,
  webhookDeliveries,
  webhookDelete,
  webhookList,
  webhookRedeliver,
  webhookRotateSecret,
  webhookUpdate,
} from './service';

export const webhookRoutes: RouteEntry[] = [
  json(webhooks.webhookCreate, webhookCreate),
  json(webhooks.webhookList, webhookList),
  json(webhooks.webhookUpdate, webhookUpdate),
  json(webhooks.webhookRotateSecret, webhookRotateSecret),
  json(webhooks.webhookDelete, webhookDelete),
  json(webhooks.webhookDeliveries, webhookDeliveries),
  json(webhooks.webhookAttempts, webhookAttempts),
  json(webhooks.webhookRedeliver, webhookRedeliver),
];

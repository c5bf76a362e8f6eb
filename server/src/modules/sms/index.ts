import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import type { SmsDeliveryConfig } from '../../config-sms';
import type { Db } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { createAliyunGateway } from './aliyun';
import { createDailyBudget } from './budget';
import { LogSmsSender } from './log-sender';
import { createSmsMetrics } from './metrics';
import { ProviderSmsSender } from './provider-sender';
import { createTencentGateway } from './tencent';
import type { SmsSender } from './types';

export { LogSmsSender } from './log-sender';
export { NOT_SENT_MESSAGES } from './refusals';
export type { SmsSendResult, SmsSender } from './types';

export interface SmsSenderOptions {
  /** `config.smsDelivery`: absent (SMS_PROVIDER=none) means codes and notices are written to the log. */
  delivery: SmsDeliveryConfig | undefined;
  log: FastifyBaseLogger;
  clock: Clock;
  db: Db;
  /** The app's metrics registry; the sender's counters are registered there. */
  registry?: Registry;
}

/** The sender the configuration asks for (server/docs/sms.md). */
export function createSmsSender({ delivery, log, clock, db, registry }: SmsSenderOptions): SmsSender {
  if (!delivery) return new LogSmsSender(log);
  const { gateway: settings, timeoutMs, dailyBudget } = delivery;
  const gateway = settings.provider === 'tencent' ? createTencentGateway(settings, timeoutMs) : createAliyunGateway(settings, timeoutMs);
  return new ProviderSmsSender({
    gateway,
    templates: settings.templates,
    log,
    clock,
    metrics: createSmsMetrics(registry, dailyBudget),
    budget: dailyBudget ? createDailyBudget(db, dailyBudget) : undefined,
  });
}

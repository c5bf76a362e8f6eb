import type { FastifyBaseLogger } from 'fastify';
import { maskMobile } from '@contract/id-number';
import { CODE_SCENE_LABELS, type CodeScene } from '@contract/user.meta';
import type { SmsTemplate } from '../../config-sms';
import { BusinessError } from '../../http/envelope';
import type { Clock } from '../../lib/clock';
import type { DailyBudget } from './budget';
import type { SmsMetrics } from './metrics';
import { NOT_SENT_ERROR_CODES, NOT_SENT_MESSAGES, RETRYABLE, type NotSentReason } from './refusals';
import type { SmsGateway, SmsSendResult, SmsSender } from './types';

const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

/** Enough of a phone for an operator to match a complaint, not enough to collect numbers from the log. */
const maskPhone = (phone: string) => (MAINLAND_MOBILE.test(phone) ? maskMobile(phone) : '(not a mainland mobile number)');

type Delivery = { ok: true; answer: string } | { ok: false; reason: NotSentReason; answer: string };

export interface ProviderSenderDeps {
  gateway: SmsGateway;
  templates: Record<string, SmsTemplate>;
  log: FastifyBaseLogger;
  clock: Clock;
  metrics: SmsMetrics;
  budget?: DailyBudget;
}

/**
 * Sends through a provider. The log gets what happened (kind, masked phone, the provider's answer), never the
 * template's parameters: a code must not be readable there. A code is asked for once more when the provider did not
 * answer (timeout, 5xx); a notice is not: the caller's outbox decides when to try again (`retryable`).
 */
export class ProviderSmsSender implements SmsSender {
  constructor(private readonly deps: ProviderSenderDeps) {}

  async sendLoginCode(phone: string, code: string, scene: CodeScene = 'login'): Promise<void> {
    const result = await this.deliver(phone, 'LOGIN', [code], true, CODE_SCENE_LABELS[scene]);
    if (!result.ok) throw new BusinessError(NOT_SENT_ERROR_CODES[result.reason], NOT_SENT_MESSAGES[result.reason]);
  }

  async sendNotice(phone: string, kind: string, params: string[]): Promise<SmsSendResult> {
    const result = await this.deliver(phone, kind, params, false);
    if (result.ok) return { ok: true, providerAnswer: result.answer };
    return { ok: false, retryable: RETRYABLE.has(result.reason), message: NOT_SENT_MESSAGES[result.reason], providerAnswer: result.answer };
  }

  private async deliver(phone: string, kind: string, params: string[], retry: boolean, purpose?: string): Promise<Delivery> {
    const { gateway, templates, log, clock, metrics, budget } = this.deps;
    const fields = { provider: gateway.name, kind, phone: maskPhone(phone), ...(purpose ? { purpose } : {}) };
    const notSent = (reason: NotSentReason, answer: string): Delivery => {
      metrics.notSent.inc({ provider: gateway.name, kind, reason });
      return { ok: false, reason, answer };
    };
    if (!MAINLAND_MOBILE.test(phone)) return notSent('not-mainland', 'not sent: not a mainland mobile number');
    const template = templates[kind];
    if (!template) {
      log.warn(fields, `SMS not sent: no template for ${kind} (set the provider's TEMPLATE_${kind})`);
      return notSent('no-template', `not sent: no template configured for ${kind}`);
    }
    const now = clock();
    if (budget && !(await budget.claim(now))) {
      log.error({ ...fields, dailyBudget: budget.limit }, 'SMS not sent: the daily SMS budget (SMS_DAILY_BUDGET) is spent');
      metrics.budgetRefused.inc({ provider: gateway.name });
      return notSent('budget', `not sent: daily budget of ${budget.limit} spent`);
    }
    let outcome = await gateway.send(phone, template, params);
    if (outcome.status === 'unreachable' && retry) {
      log.warn({ ...fields, providerAnswer: outcome.answer }, 'SMS provider did not answer; asking once more');
      outcome = await gateway.send(phone, template, params);
    }
    if (outcome.status === 'sent') {
      metrics.sent.inc({ provider: gateway.name, kind });
      log.info({ ...fields, providerAnswer: outcome.answer }, 'SMS sent');
      return { ok: true, answer: outcome.answer };
    }
    // A refusal cost nothing; an attempt that got no answer may have been sent, so it stays counted.
    if (outcome.status === 'refused' && budget) await budget.refund(now);
    const reason = outcome.status === 'refused' ? outcome.reason : 'unreachable';
    const line = outcome.status === 'refused' ? 'SMS refused by the provider' : 'SMS provider unreachable';
    (reason === 'account' || reason === 'unreachable' ? log.error : log.warn).call(
      log,
      { ...fields, reason, providerAnswer: outcome.answer },
      line,
    );
    return notSent(reason, outcome.answer);
  }
}

import { Counter, Gauge, type Registry } from 'prom-client';

export interface SmsMetrics {
  sent: Counter<'provider' | 'kind'>;
  notSent: Counter<'provider' | 'kind' | 'reason'>;
  budgetRefused: Counter<'provider'>;
}

/** The sender's counters, on the app's registry (served at /metrics); none registered when there is no registry. */
export function createSmsMetrics(registry: Registry | undefined, dailyBudget: number | undefined): SmsMetrics {
  const registers = registry ? [registry] : [];
  const budget = new Gauge({
    name: 'sms_daily_budget',
    help: 'SMS_DAILY_BUDGET: SMS per Beijing day across all app servers (0: none set)',
    registers,
  });
  budget.set(dailyBudget ?? 0);
  return {
    sent: new Counter({
      name: 'sms_sent_total',
      help: 'SMS the provider accepted, by template kind',
      labelNames: ['provider', 'kind'] as const,
      registers,
    }),
    notSent: new Counter({
      name: 'sms_not_sent_total',
      help: 'SMS not sent, by template kind and reason (a provider refusal, no answer, the budget, a bad number, no template)',
      labelNames: ['provider', 'kind', 'reason'] as const,
      registers,
    }),
    budgetRefused: new Counter({
      name: 'sms_budget_refused_total',
      help: "SMS not sent because the day's SMS_DAILY_BUDGET was spent",
      labelNames: ['provider'] as const,
      registers,
    }),
  };
}

import type { CodeScene } from '@contract/user.meta';

/** What became of one message: `providerAnswer` is the provider's own words (or ours when it was never asked), for the record. */
export type SmsSendResult =
  { ok: true; providerAnswer: string } | { ok: false; retryable: boolean; message: string; providerAnswer: string };

/**
 * Delivers verification codes (for `scene`, login when absent) and notices to phones. `sendLoginCode` throws a
 * BusinessError with a clear Chinese message when the code was not sent; `sendNotice` never throws for a refusal.
 */
export interface SmsSender {
  sendLoginCode(phone: string, code: string, scene?: CodeScene): Promise<void>;
  /** `kind` names the template (`BILL_ISSUED` reads `<PROVIDER>_SMS_TEMPLATE_BILL_ISSUED`); `params` fill it in order. */
  sendNotice(phone: string, kind: string, params: string[]): Promise<SmsSendResult>;
}

/** Why a provider said no: each has its own message to the user. */
export type RefusalReason = 'phone-daily-limit' | 'too-often' | 'bad-number' | 'account' | 'other';

/** One attempt at one provider. Never throws: a failure to reach it is `unreachable`. */
export type GatewayOutcome =
  | { status: 'sent'; answer: string }
  | { status: 'refused'; reason: RefusalReason; answer: string }
  | { status: 'unreachable'; answer: string };

export interface SmsGateway {
  readonly name: 'tencent' | 'aliyun';
  /** `phone` is 11 mainland digits; `paramNames` matter to Aliyun only, whose templates name their variables. */
  send(phone: string, template: { id: string; paramNames: string[] }, params: string[]): Promise<GatewayOutcome>;
}

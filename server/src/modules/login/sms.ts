import type { FastifyBaseLogger } from 'fastify';
import { CODE_SCENE_LABELS, type CodeScene } from '@contract/user.meta';

/** What a provider answered to one message: `retryable` failures are tried again later, the others are final. */
export type SmsSendResult = { ok: true; providerAnswer: string } | { ok: false; retryable: boolean; message: string; providerAnswer: string };

/** Delivers a verification code for `scene` (login when absent). A real provider implements this; the default writes to the log. */
export interface SmsSender {
  sendLoginCode(phone: string, code: string, scene?: CodeScene): Promise<void>;
  /** A notice by the provider's template for `kind` (`BILL_ISSUED` …) with its parameters. */
  sendNotice(phone: string, kind: string, params: string[]): Promise<SmsSendResult>;
}

/**
 * With no SMS provider configured, the code is written to the server log as one line an operator (or a
 * test) can find: `verification code for <phone>: <code> (<what it is for>)`.
 */
export class LogSmsSender implements SmsSender {
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async sendLoginCode(phone: string, code: string, scene: CodeScene = 'login'): Promise<void> {
    this.log.info(`verification code for ${phone}: ${code} (${CODE_SCENE_LABELS[scene]})`);
  }

  async sendNotice(phone: string, kind: string, params: string[]): Promise<SmsSendResult> {
    this.log.info(`sms notice ${kind} for ${phone}: ${params.join(' | ')}`);
    return { ok: true, providerAnswer: 'logged' };
  }
}

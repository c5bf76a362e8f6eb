import type { FastifyBaseLogger } from 'fastify';

/** Delivers a login code. A real provider implements this; the default writes to the log. */
export interface SmsSender {
  sendLoginCode(phone: string, code: string): Promise<void>;
}

/**
 * With no SMS provider configured, the code is written to the server log as one line an operator (or a
 * test) can find: `verification code for <phone>: <code>`.
 */
export class LogSmsSender implements SmsSender {
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async sendLoginCode(phone: string, code: string): Promise<void> {
    this.log.info(`verification code for ${phone}: ${code}`);
  }
}

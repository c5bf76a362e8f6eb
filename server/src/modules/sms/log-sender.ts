import type { FastifyBaseLogger } from 'fastify';
import { CODE_SCENE_LABELS, type CodeScene } from '@contract/user.meta';
import type { SmsSendResult, SmsSender } from './types';

/**
 * With no SMS provider configured, the code is written to the server log as one line an operator (or a
 * test) can find: `verification code for <phone>: <code> (<what it is for>)`. Notices get one line too.
 */
export class LogSmsSender implements SmsSender {
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async sendLoginCode(phone: string, code: string, scene: CodeScene = 'login'): Promise<void> {
    this.log.info(`verification code for ${phone}: ${code} (${CODE_SCENE_LABELS[scene]})`);
  }

  async sendNotice(phone: string, kind: string, params: string[]): Promise<SmsSendResult> {
    this.log.info(`SMS notice for ${phone} (no provider configured): ${kind} [${params.join(', ')}]`);
    return { ok: true, providerAnswer: 'logged: no SMS provider configured' };
  }
}

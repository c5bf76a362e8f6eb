import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_MESSAGE_SETTINGS, type Config } from './config';
import type { Ctx } from './ctx';
import type { Db } from './db/schema';
import { loadSecrets } from './db/secrets';
import { systemClock, type Clock } from './lib/clock';
import { LogSmsSender, type SmsSender } from './modules/login/sms';
import { createMailer, type Mailer } from './modules/messages';

export interface ComposeOptions {
  config: Config;
  /** Migrated (and seeded) already; the caller owns it and closes it. */
  db: Db;
  log: FastifyBaseLogger;
  clock?: Clock;
  /** Tests capture codes here; by default they go to the log. */
  sms?: SmsSender;
  /** Tests send through a local SMTP server or capture mails here; by default SMTP_URL or the log. */
  mail?: Mailer;
}

/**
 * The composition root: the one place a `Ctx` is built, for the app (buildApp), the operator commands (CLI and
 * ops socket) and the tests (through buildApp). Every module's stateful part is created here, once.
 */
export async function buildCtx({ config, db, log, clock = systemClock, sms = new LogSmsSender(log), mail }: ComposeOptions): Promise<Ctx> {
  const secrets = await loadSecrets(db, config.jwtSecret);
  return { db, clock, config, log, secrets, sms, mail: mail ?? createMailer(config.messages ?? DEFAULT_MESSAGE_SETTINGS, log) };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Ctx } from './ctx';
import type { Db } from './db/schema';
import { loadSecrets } from './db/secrets';
import { systemClock, type Clock } from './lib/clock';
import { LogSmsSender, type SmsSender } from './modules/login/sms';

export interface ComposeOptions {
  config: Config;
  /** Migrated (and seeded) already; the caller owns it and closes it. */
  db: Db;
  log: FastifyBaseLogger;
  clock?: Clock;
  /** Tests capture codes here; by default they go to the log. */
  sms?: SmsSender;
}

/**
 * The composition root: the one place a `Ctx` is built, for the app (buildApp), the operator commands (CLI and
 * ops socket) and the tests (through buildApp). Every module's stateful part is created here, once.
 */
export async function buildCtx({ config, db, log, clock = systemClock, sms = new LogSmsSender(log) }: ComposeOptions): Promise<Ctx> {
  const secrets = await loadSecrets(db, config.jwtSecret);
  return { db, clock, config, log, secrets, sms };
}

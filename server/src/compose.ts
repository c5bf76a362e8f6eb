import type { FastifyBaseLogger } from 'fastify';
import { Registry } from 'prom-client';
import type { Config } from './config';
import type { Ctx } from './ctx';
import type { Db } from './db/schema';
import { loadSecrets } from './db/secrets';
import { systemClock, type Clock } from './lib/clock';
import { createSmsSender, type SmsSender } from './modules/sms';

export interface ComposeOptions {
  config: Config;
  /** Migrated (and seeded) already; the caller owns it and closes it. */
  db: Db;
  log: FastifyBaseLogger;
  clock?: Clock;
  /** Tests capture codes here; by default the configured provider sends them (SMS_PROVIDER=none: the log). */
  sms?: SmsSender;
}

/**
 * The composition root: the one place a `Ctx` is built, for the app (buildApp), the operator commands (CLI and
 * ops socket) and the tests (through buildApp). Every module's stateful part is created here, once.
 */
export async function buildCtx({ config, db, log, clock = systemClock, sms }: ComposeOptions): Promise<Ctx> {
  const secrets = await loadSecrets(db, config.jwtSecret);
  const metrics = new Registry();
  return { db, clock, config, log, secrets, metrics, sms: sms ?? createSmsSender({ delivery: config.smsDelivery, log, clock, db, registry: metrics }) };
}

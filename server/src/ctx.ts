import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import type { Faces } from './compose';
import type { Config } from './config';
import type { Db } from './db/schema';
import type { Secrets } from './db/secrets';
import type { Clock } from './lib/clock';
import type { Mailer } from './modules/messages';
import type { SmsSender } from './modules/sms';

/** The request an operation serves: who called from where (absent for operator commands and jobs). */
export interface RequestMeta {
  id: string;
  ip: string;
  userAgent: string | null;
}

/**
 * What every operation works with, built once by the composition root (`compose.ts`) for the app, the operator
 * commands and the tests. Operations are plain exported functions `(ctx, input, auth)`; a module's stateful part
 * (a cache, a registry, an engine) is one field here, typed by that module's index.ts.
 */
export interface CoreCtx {
  readonly db: Db;
  readonly clock: Clock;
  readonly config: Config;
  readonly log: FastifyBaseLogger;
  readonly secrets: Secrets;
  /** Where codes and messages to phones go (the server log when no provider is configured). */
  readonly sms: SmsSender;
  /** The modules' own metrics, served at /metrics with the HTTP and process ones. */
  readonly metrics: Registry;
  /** Where e-mails go (SMTP_URL; the server log when it is unset). */
  readonly mail: Mailer;
  /** Set per request by the route table; operator commands and jobs have none. */
  readonly request?: RequestMeta;
}

/** The core and each module's face (see compose.ts). */
export type Ctx = CoreCtx & Faces;

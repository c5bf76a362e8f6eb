import path from 'node:path';
import { z } from 'zod';
import { API_KEY_RATE_PER_MINUTE_DEFAULT } from '@contract/api-keys.meta';
import { loadSmsDelivery, type SmsDeliveryConfig, type SmsProviderName } from './config-sms';

/** Where error reports go (SENTRY_DSN) and the environment they are filed under (SENTRY_ENVIRONMENT). */
export interface ErrorReportsConfig {
  dsn: string;
  environment: string;
}

/** A DSN as Sentry's intake reads it: http(s)://<public key>@<host>[/<path>]/<project id>. */
export function isDsn(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username !== '' && /\/\d+$/.test(url.pathname);
  } catch {
    return false;
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Positive whole seconds from the environment; blank means "use the default". */
const seconds = (fallback: number) =>
  z.preprocess((v) => (v === '' || v === undefined ? fallback : Number(v)), z.number().int().positive());

/** Positive whole milliseconds: the same rule. */
const milliseconds = seconds;
const days = seconds;

export const DEFAULT_BODY_TIMEOUT_MS = 30_000;

/** The purge job (retention.ts): how often it runs, and how long read notices, finished webhook deliveries and sent messages stay. */
export interface RetentionSettings {
  intervalMs: number;
  noticeDays: number;
  webhookDays: number;
  messageDays: number;
}
export const DEFAULT_RETENTION: RetentionSettings = { intervalMs: 3_600_000, noticeDays: 180, webhookDays: 30, messageDays: 30 };

/** How messages are sent: SMTP_URL (unset: e-mails are written to the log), MAIL_FROM, the portal's address for links, retries. */
export interface MessageSettings {
  smtpUrl?: string;
  mailFrom: string;
  /** The portal's public address; a message links to `portalUrl + the notice's link`. */
  portalUrl: string;
  /** The wait after a message's first failed attempt; it doubles after each (at most an hour), for 24 h. */
  retryBaseMs: number;
  pollMs: number;
  /** How long a worker's claim keeps other app servers off a message; a killed server's claims are due again after it. */
  leaseMs: number;
  /** One SMTP or SMS attempt taking longer than this fails (it is retried). */
  timeoutMs: number;
}

export const DEFAULT_MESSAGE_SETTINGS: MessageSettings = {
  mailFrom: '供应商门户 <no-reply@localhost>',
  portalUrl: 'http://localhost:8080',
  retryBaseMs: 30_000,
  pollMs: 5000,
  leaseMs: 60_000,
  timeoutMs: 15_000,
};
/** A request's headers must all arrive this long after its first byte (Node answers 408 and closes otherwise). */
export const DEFAULT_HEADERS_TIMEOUT_MS = 30_000;
/** In-flight requests get this long to finish on shutdown before the process gives up on them. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

const envSchema = z.object({
  PORT: z.preprocess((v) => (v === '' || v === undefined ? 8080 : Number(v)), z.number().int().min(0).max(65_535)),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  DATA_DIR: z.string().default('./data'),
  DIST_DIR: z.string().default('./dist'),
  ACCESS_TOKEN_TTL: seconds(1800),
  REFRESH_TOKEN_TTL: seconds(30 * 24 * 3600),
  JWT_SECRET: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || v.length >= 32, 'JWT_SECRET must be at least 32 characters'),
  /** Zero allowed: a test server (the browser tests) sends a second code to a phone at once. */
  SMS_RESEND_INTERVAL: z.preprocess(
    (v) => (v === '' || v === undefined ? DEFAULT_SMS_RULES.resendIntervalSeconds : Number(v)),
    z.number().int().min(0),
  ),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  API_KEY_RATE_PER_MINUTE: z.preprocess(
    (v) => (v === '' || v === undefined ? API_KEY_RATE_PER_MINUTE_DEFAULT : Number(v)),
    z.number().int().positive(),
  ),
  BODY_TIMEOUT_MS: z.preprocess((v) => (v === '' || v === undefined ? DEFAULT_BODY_TIMEOUT_MS : Number(v)), z.number().int().positive()),
  HEADERS_TIMEOUT_MS: milliseconds(DEFAULT_HEADERS_TIMEOUT_MS),
  SHUTDOWN_GRACE_MS: z.preprocess(
    (v) => (v === '' || v === undefined ? DEFAULT_SHUTDOWN_GRACE_MS : Number(v)),
    z.number().int().positive(),
  ),
  TRUST_PROXY: z
    .string()
    .default('')
    .refine(
      (v) => v.trim() !== 'true',
      "TRUST_PROXY=true would believe any client's X-Forwarded-For; give the number of proxy hops (e.g. 1) or the proxies' addresses",
    )
    .transform(parseTrustProxy),
  WEBHOOK_RETRY_BASE_MS: milliseconds(5000),
  WEBHOOK_TIMEOUT_MS: milliseconds(10_000),
  WEBHOOK_POLL_MS: milliseconds(5000),
  WEBHOOK_LEASE_MS: milliseconds(60_000),
  WEBHOOK_ALLOW_PRIVATE: z.enum(['', '0', '1'], 'WEBHOOK_ALLOW_PRIVATE must be 1 or 0').default(''),
  MIGRATE_ON_START: z.enum(['', '0', '1'], 'MIGRATE_ON_START must be 1 or 0').default(''),
  RETENTION_INTERVAL_MS: milliseconds(DEFAULT_RETENTION.intervalMs),
  NOTICE_RETENTION_DAYS: days(DEFAULT_RETENTION.noticeDays),
  WEBHOOK_RETENTION_DAYS: days(DEFAULT_RETENTION.webhookDays),
  MESSAGE_RETENTION_DAYS: days(DEFAULT_RETENTION.messageDays),
  SENTRY_DSN: z
    .string()
    .default('')
    .transform((v) => v.trim())
    .refine((v) => v === '' || isDsn(v), 'SENTRY_DSN must be a Sentry DSN: https://<public key>@<host>/<project id>'),
  SENTRY_ENVIRONMENT: z
    .string()
    .default('')
    .transform((v) => v.trim() || 'production'),
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || (v.length >= 16 && !/\s/.test(v)), 'METRICS_TOKEN must be at least 16 characters, without spaces'),
  SMTP_URL: z
    .string()
    .default('')
    .transform((v) => v.trim() || undefined)
    .refine((v) => v === undefined || /^smtps?:\/\/[^\s]+$/.test(v), 'SMTP_URL must look like smtp://user:pass@host:port (or smtps://)'),
  MAIL_FROM: z
    .string()
    .default('')
    .transform((v) => v.trim() || DEFAULT_MESSAGE_SETTINGS.mailFrom),
  PORTAL_URL: z
    .string()
    .default('')
    .transform((v) => v.trim().replace(/\/+$/, '') || DEFAULT_MESSAGE_SETTINGS.portalUrl),
  MESSAGE_RETRY_BASE_MS: milliseconds(DEFAULT_MESSAGE_SETTINGS.retryBaseMs),
  MESSAGE_POLL_MS: milliseconds(DEFAULT_MESSAGE_SETTINGS.pollMs),
  MESSAGE_LEASE_MS: milliseconds(DEFAULT_MESSAGE_SETTINGS.leaseMs),
  MESSAGE_TIMEOUT_MS: milliseconds(DEFAULT_MESSAGE_SETTINGS.timeoutMs),
});

/** The rules of the login code (API.md); numbers here so tests and operators read them in one place. */
export interface SmsRules {
  codeTtlSeconds: number;
  resendIntervalSeconds: number;
  dailyLimitPerPhone: number;
  maxWrongAttempts: number;
  hourlyLimitPerAddress: number;
  /** Sends to one phone requested from one address per 24 h window: below `dailyLimitPerPhone`, so one address cannot spend it all. */
  dailyLimitPerPhonePerAddress: number;
  /** Wrong codes (across all phones) one address may try per hour before every check from it is refused. */
  hourlyWrongCodesPerAddress: number;
}

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise the embedded PGlite in `dataDir/pglite`. */
  databaseUrl?: string;
  dataDir: string;
  /** The SPA build served by main.ts; absent in tests that do not exercise it. */
  distDir?: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** When absent a secret is generated once and kept in the database, shared by every app server. */
  jwtSecret?: string;
  smsProvider: SmsProviderName;
  /** The provider's credentials, templates, timeout and daily budget; absent for `none` (codes go to the log). */
  smsDelivery?: SmsDeliveryConfig;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Honour X-Forwarded-For only behind a proxy we run; otherwise the per-address throttle is spoofable. */
  /**
   * Which proxies' X-Forwarded-For to believe: none (false), the nearest N hops, or these addresses/CIDRs. Never
   * `true`: the leftmost entry is the client's own to write, and the per-address throttle would be bypassed.
   */
  trustProxy: false | number | string[];
  /** Bytes; the error message states it. */
  bodyLimit: number;
  /**
   * A request body not fully received this long after its headers is answered 408 and its connection closed
   * (DEFAULT_BODY_TIMEOUT_MS when absent).
   */
  bodyTimeoutMs?: number;
  /** The headers of a request not fully received this long after it began: 408 and the connection closed (DEFAULT_HEADERS_TIMEOUT_MS when absent). */
  headersTimeoutMs?: number;
  /** How long a shutdown may take to finish what it accepted before the process exits anyway (DEFAULT_SHUTDOWN_GRACE_MS when absent). */
  shutdownGraceMs?: number;
  sms: SmsRules;
  /** Calls per API key and minute, shared by every app server (API_KEY_RATE_PER_MINUTE_DEFAULT when absent). */
  apiKeyRatePerMinute?: number;
  /** Webhook delivery (modules/webhooks/settings.ts; its defaults when absent). */
  webhooks?: { retryBaseMs: number; timeoutMs: number; allowPrivate: boolean; pollMs: number; leaseMs: number };
  /** false (MIGRATE_ON_START=0): migrations are a separate step (`npm run migrate`); a start only checks them. Default true. */
  migrateOnStart?: boolean;
  /** The purge job (DEFAULT_RETENTION when absent). */
  retention?: RetentionSettings;
  /** Error reports of the server's 5xx and the SPA's errors (http/error-reports.ts); none when absent. */
  errorReports?: ErrorReportsConfig;
  /** Lets a scraper that is not on this machine read /metrics (`Authorization: Bearer …`); loopback needs none. */
  metricsToken?: string;
  /** E-mail and SMS messages (DEFAULT_MESSAGE_SETTINGS when absent). */
  messages?: MessageSettings;
}

export const DEFAULT_SMS_RULES: SmsRules = {
  codeTtlSeconds: 300,
  resendIntervalSeconds: 60,
  dailyLimitPerPhone: 10,
  maxWrongAttempts: 5,
  hourlyLimitPerAddress: 30,
  dailyLimitPerPhonePerAddress: 5,
  hourlyWrongCodesPerAddress: 20,
};

/** The system params (reference module) that state these rules to the client: the configured values, not the seeded ones. */
export function smsParams(rules: SmsRules): Record<string, string> {
  return { sms_resend_interval: String(rules.resendIntervalSeconds), sms_code_ttl: String(rules.codeTtlSeconds) };
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const sms = loadSmsDelivery(env);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    distDir: path.resolve(cwd, e.DIST_DIR),
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    jwtSecret: e.JWT_SECRET,
    smsProvider: sms.provider,
    smsDelivery: sms.delivery,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    bodyLimit: DEFAULT_BODY_LIMIT,
    bodyTimeoutMs: e.BODY_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    sms: { ...DEFAULT_SMS_RULES, resendIntervalSeconds: e.SMS_RESEND_INTERVAL },
    apiKeyRatePerMinute: e.API_KEY_RATE_PER_MINUTE,
    webhooks: {
      retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      pollMs: e.WEBHOOK_POLL_MS,
      leaseMs: e.WEBHOOK_LEASE_MS,
      allowPrivate: e.WEBHOOK_ALLOW_PRIVATE === '1',
    },
    migrateOnStart: e.MIGRATE_ON_START !== '0',
    retention: {
      intervalMs: e.RETENTION_INTERVAL_MS,
      noticeDays: e.NOTICE_RETENTION_DAYS,
      webhookDays: e.WEBHOOK_RETENTION_DAYS,
      messageDays: e.MESSAGE_RETENTION_DAYS,
    },
    errorReports: e.SENTRY_DSN ? { dsn: e.SENTRY_DSN, environment: e.SENTRY_ENVIRONMENT } : undefined,
    metricsToken: e.METRICS_TOKEN,
    messages: {
      ...DEFAULT_MESSAGE_SETTINGS,
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      portalUrl: e.PORTAL_URL,
      retryBaseMs: e.MESSAGE_RETRY_BASE_MS,
      pollMs: e.MESSAGE_POLL_MS,
      leaseMs: e.MESSAGE_LEASE_MS,
      timeoutMs: e.MESSAGE_TIMEOUT_MS,
    },
  };
}

function parseTrustProxy(value: string): false | number | string[] {
  const v = value.trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

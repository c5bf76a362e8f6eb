import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { z } from 'zod';
import type { Endpoint, Envelope } from '@contract/http';
import { buildApp } from '../../src/app';
import { DEFAULT_BODY_LIMIT, DEFAULT_SMS_RULES, type Config } from '../../src/config';
import { prepareDatabase } from '../../src/prepare';
import type { Db } from '../../src/db/schema';
import { urlOf } from '../../src/http/route';
import { manualClock } from '../../src/lib/clock';
import type { CodeScene } from '@contract/user.meta';
import type { SmsSendResult, SmsSender } from '../../src/modules/login/sms';
import type { OcrEngine } from '../../src/modules/verification';
import type { Lookup } from '../../src/modules/webhooks';
import { createTestDatabase, type TestDatabase } from './database';
import { TEST_EPOCH } from './epoch';

/** Records codes instead of sending them, so tests log in without scraping logs. */
export class CapturingSms implements SmsSender {
  readonly sent: { phone: string; code: string; scene: CodeScene }[] = [];
  readonly notices: { phone: string; kind: string; params: string[] }[] = [];
  /** Answers for the next notices, in order (then: accepted). */
  readonly noticeAnswers: SmsSendResult[] = [];
  async sendLoginCode(phone: string, code: string, scene: CodeScene = 'login'): Promise<void> {
    this.sent.push({ phone, code, scene });
  }
  async sendNotice(phone: string, kind: string, params: string[]): Promise<SmsSendResult> {
    this.notices.push({ phone, kind, params });
    return this.noticeAnswers.shift() ?? { ok: true, providerAnswer: 'accepted' };
  }
  /** The last code sent to `phone` for `scene` (login by default). */
  lastCode(phone: string, scene: CodeScene = 'login'): string {
    const hit = this.sent.findLast((s) => s.phone === phone && s.scene === scene);
    if (!hit) throw new Error(`no ${scene} code was sent to ${phone}`);
    return hit.code;
  }
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    accessTokenTtl: 1800,
    refreshTokenTtl: 30 * 24 * 3600,
    smsProvider: 'none',
    logLevel: 'silent',
    trustProxy: false,
    bodyLimit: DEFAULT_BODY_LIMIT,
    sms: DEFAULT_SMS_RULES,
    ...overrides,
  };
}

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  /** The client address, for the per-address throttles. */
  ip?: string;
}

export interface CallResult<T> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, string | string[] | number | undefined>;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let phoneCounter = 0;
/** A phone number no other test in this file uses (the counters and limits are per phone). */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `1370000${String(phoneCounter).padStart(4, '0')}`;
}

let addressCounter = 0;
/** A fresh client address, so per-address throttles only bite the tests that aim at them. */
export function uniqueIp(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export async function createTestApp(
  options: {
    config?: Partial<Config>;
    logs?: string[];
    ocr?: OcrEngine;
    noticeAuthIntervalMs?: number;
    todoRecountMs?: number;
    webhookLookup?: Lookup;
    configuredSms?: boolean;
  } = {},
) {
  const database: TestDatabase = await createTestDatabase();
  const clock = manualClock(TEST_EPOCH);
  await prepareDatabase(database.db, clock());
  const sms = new CapturingSms();
  const config = testConfig(options.config);
  const logStream = options.logs
    ? new Writable({
        write(chunk: Buffer, _enc, done) {
          options.logs!.push(chunk.toString());
          done();
        },
      })
    : undefined;
  const app: FastifyInstance = await buildApp({
    config: logStream ? { ...config, logLevel: 'info' } : config,
    db: database.db,
    clock,
    sms: options.configuredSms ? undefined : sms,
    logStream,
    ocr: options.ocr,
    noticeAuthIntervalMs: options.noticeAuthIntervalMs,
    todoRecountMs: options.todoRecountMs,
    webhookLookup: options.webhookLookup,
  });
  await app.ready();

  async function post<T = unknown>(url: string, payload?: unknown, opts: CallOptions = {}): Promise<CallResult<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authtoken = opts.token;
    const request: InjectOptions = { method: 'POST', url, headers, remoteAddress: opts.ip ?? uniqueIp() };
    if (payload !== undefined) request.payload = payload as InjectOptions['payload'];
    const res = await app.inject(request);
    return { status: res.statusCode, body: res.json() as Envelope<T>, headers: res.headers };
  }

  /** Calls a contract endpoint; the payload is typed by the contract (cast to test invalid input). */
  function call<E extends Endpoint>(endpoint: E, payload?: z.input<E['request']>, opts?: CallOptions) {
    return post<z.output<E['response']>>(urlOf(endpoint), payload, opts);
  }

  return {
    app,
    /** The ctx the app's operations run with: tests call operations and operator commands with it. */
    ctx: app.ctx,
    db: database.db as Db,
    kind: database.kind,
    /** The per-file PostgreSQL database (undefined on PGlite). */
    databaseUrl: database.url,
    clock,
    sms,
    config,
    post,
    call,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

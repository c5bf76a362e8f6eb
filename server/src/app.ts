import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { DEFAULT_BODY_TIMEOUT_MS, DEFAULT_HEADERS_TIMEOUT_MS, DEFAULT_SHUTDOWN_GRACE_MS, type Config } from './config';
import type { Db } from './db/schema';
import { poolStatsOf } from './db/pool-stats';
import { buildCtx } from './compose';
import type { Ctx } from './ctx';
import { installRoutes } from './http/operation';
import { routeTable } from './routes';
import { installPlatformRoutes } from './http/platform-operation';
import { platformRouteTable } from './platform-routes';
import { createStaffAuthenticator } from './modules/staff';
import { todoSocketRoutes } from './modules/platform';
import { ERROR_CODES } from '@contract/http';
import { failure } from './http/envelope';
import { headerTimeouts, installBodyTimeout } from './http/body-timeout';
import { clientErrorEnvelope, installErrorHandling, notFoundEnvelope } from './http/errors';
import { createErrorReporter } from './http/error-reports';
import { installCompression } from './http/compression';
import { installHardening, requestIdFrom } from './http/hardening';
import { installApiDocs } from './http/openapi';
import { serializeError } from './http/log-serializers';
import { installMetrics } from './http/metrics';
import { installReadiness } from './http/readiness';
import { installShutdown } from './http/shutdown';
import { installSpa } from './http/spa';
import { installChineseZodMessages } from './http/zod-messages';
import { systemClock, type Clock } from './lib/clock';
import { installApiKeyAuth, withApiKeys } from './modules/api-keys';
import { API_KEY_RATE_PER_MINUTE_DEFAULT } from '@contract/api-keys.meta';
import { createAuthenticator } from './modules/login/guard';
import type { SmsSender } from './modules/login/sms';
import { actingMembershipOf } from './modules/members';
import { installWebsocket, notificationRoutes, noticeSocketRoutes } from './modules/notifications';
import { resumeRoutes } from './modules/resumes';
import { taskImportRoutes } from './modules/task-import';
import { DEFAULT_WEBHOOK_SETTINGS, installWebhooks, webhookBacklog, type Lookup } from './modules/webhooks';
import { supplierCentreRoutes } from './modules/supplier-centre';
import { createPageMetaResolver } from './modules/seo/service';
import { verificationRoutes, type OcrEngine } from './modules/verification';
import { memoize } from './lib/memo';
import { AD_POSITIONS } from '@contract/cms.meta';
import { articleForPage, listAds4Site, pageSeoList } from './modules/cms';
import { installRetention } from './retention';
import { installMessages, type Mailer } from './modules/messages';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ctx the app's operations run with (the operator socket and the tests use the same one). */
    ctx: Ctx;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** Migrated (and seeded) already; the caller owns it and closes it. */
  db: Db;
  clock?: Clock;
  sms?: SmsSender;
  /** Where e-mails go (SMTP_URL or the log by default). */
  mail?: Mailer;
  /** Where log lines go (stdout by default); tests capture them here. */
  logStream?: DestinationStream;
  /** Reads licence and ID card images (Debian's tesseract by default). */
  ocr?: OcrEngine;
  /** How often open notice sockets re-check their session (60 s by default); tests shorten it. */
  noticeRecheckMs?: number;
  /** At most one auth message per notice socket per this interval is checked (1 s by default); tests shorten it. */
  noticeAuthIntervalMs?: number;
  /** The least time between two counts of the console's live 待办 (1 s by default); tests shorten it. */
  todoRecountMs?: number;
  /** Resolves webhook hosts (the system's DNS by default); tests map names to addresses. */
  webhookLookup?: Lookup;
}

/** Secrets and credentials never reach the log, whatever a later log call passes in. */
const REDACT = [
  'req.headers.authtoken',
  'req.headers.authorization',
  'req.headers.cookie',
  'token',
  'refreshToken',
  '*.token',
  '*.refreshToken',
  '*.tokenInfo',
  'code',
];

const trustNearestHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp({
  config,
  db,
  clock = systemClock,
  sms,
  mail,
  logStream,
  ocr,
  noticeRecheckMs,
  noticeAuthIntervalMs,
  todoRecountMs,
  webhookLookup,
}: BuildAppOptions): Promise<FastifyInstance> {
  installChineseZodMessages();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      // A failed query is logged without its SQL and parameters (see log-serializers.ts).
      serializers: { err: serializeError },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: config.bodyLimit,
    http: headerTimeouts(config.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS),
    // A hop count becomes proxy-addr's trust function: believe only the nearest N hops.
    trustProxy: typeof config.trustProxy === 'number' ? trustNearestHops(config.trustProxy) : config.trustProxy,
    genReqId: (req) => requestIdFrom(req.headers['x-request-id'], randomUUID),
    // Shutdown answers what arrives while closing with the envelope (http/shutdown.ts), not Fastify's bare 503;
    // `close()` ends idle keep-alive connections only, never one whose request is in flight.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // A URL the router cannot even decode (`/%`) never reaches the error handler: answer it with the envelope too.
    frameworkErrors: (_error, _request, reply) =>
      void (reply as FastifyReply).code(400).send(failure(ERROR_CODES.validation, '请求地址不合法')),
    // …and what Node's HTTP parser refuses before Fastify sees it (malformed or oversized headers).
    clientErrorHandler: clientErrorEnvelope,
  });
  app.setValidatorCompiler(validatorCompiler);
  installErrorHandling(app, createErrorReporter(config.errorReports));
  await installHardening(app);
  // After the security headers' hook, so the answers of these carry them too; readiness before the shutdown's drain.
  installReadiness(app, db);
  installShutdown(app, config.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS);
  installBodyTimeout(app, config.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS);
  await installCompression(app);
  await installWebsocket(app);
  app.decorateRequest('auth', null);
  // Before every route (and every scope the modules open): a request with an API key is decided here.
  installApiKeyAuth(app, { db, clock, ratePerMinute: config.apiKeyRatePerMinute ?? API_KEY_RATE_PER_MINUTE_DEFAULT });
  installApiDocs(app);

  const ctx = await buildCtx({ config, db, clock, log: app.log, sms, ocr, mail });
  app.decorate('ctx', ctx);
  // The session guard; a request the API key hook admitted acts as the key's supplier instead.
  const authenticate = withApiKeys(createAuthenticator({ db, clock, jwtKey: ctx.secrets.jwtKey, membershipOf: actingMembershipOf }));
  installRoutes(app, authenticate, ctx, routeTable);
  // The platform console's API: staff tokens only (a supplier's token is refused there, a staff token here).
  const authenticateStaff = createStaffAuthenticator({ db, clock, jwtKey: ctx.secrets.jwtKey });
  installPlatformRoutes(app, ctx, authenticateStaff, platformRouteTable);
  await resumeRoutes(app, authenticate, ctx.resumes);
  await verificationRoutes(app, authenticate, ctx.verification, ctx.verificationInfo);
  await supplierCentreRoutes(app, authenticate, ctx.companyProfile, ctx.bank);
  await taskImportRoutes(app, authenticate, ctx.taskImport);
  await installWebhooks(app, authenticate, {
    db,
    clock,
    databaseUrl: config.databaseUrl,
    settings: config.webhooks ?? DEFAULT_WEBHOOK_SETTINGS,
    lookup: webhookLookup,
  });

  await installMessages(app, ctx);
  notificationRoutes(app, authenticate, ctx.notices);
  const noticeSockets = await noticeSocketRoutes(app, authenticate, {
    db,
    databaseUrl: config.databaseUrl,
    recheckMs: noticeRecheckMs,
    authIntervalMs: noticeAuthIntervalMs,
  });
  // The console's live 待办, fed by the same fan-out as the notice sockets.
  await todoSocketRoutes(app, ctx, authenticateStaff, { databaseUrl: config.databaseUrl, recountMs: todoRecountMs, recheckMs: noticeRecheckMs });
  installRetention(app, { db, clock, settings: config.retention });
  installMetrics(app, config.metricsToken, {
    pool: () => poolStatsOf(db),
    noticeSockets: noticeSockets.openSockets,
    webhookBacklog: () => webhookBacklog(db),
    modules: ctx.metrics,
  });

  if (config.distDir) {
    // The shell's banner is read at most once a minute (every visit of / asks for it).
    const homeBanner = memoize(clock, 60, async () => (await listAds4Site(ctx, { position: AD_POSITIONS.homeBanner }))[0] ?? null);
    const cms = { pageSeoList: () => pageSeoList(ctx), articleForPage: (id: number) => articleForPage(ctx, id) };
    await installSpa(app, config.distDir, createPageMetaResolver({ clock, cms, tasks: ctx.tasks }), homeBanner, config.errorReports);
  } else app.setNotFoundHandler((_request, reply) => notFoundEnvelope(reply));
  return app;
}

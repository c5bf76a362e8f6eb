import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { DEFAULT_BODY_TIMEOUT_MS, DEFAULT_HEADERS_TIMEOUT_MS, DEFAULT_SHUTDOWN_GRACE_MS, smsParams, type Config } from './config';
import type { Db } from './db/schema';
import { poolStatsOf } from './db/pool-stats';
import { buildCtx } from './compose';
import type { Ctx } from './ctx';
import { installRoutes } from './http/operation';
import { routeTable } from './routes';
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
import { apiKeyRoutes, createApiKeyService, installApiKeyAuth, withApiKeys } from './modules/api-keys';
import { API_KEY_RATE_PER_MINUTE_DEFAULT } from '@contract/api-keys.meta';
import { auditRoutes, createAuditLog } from './modules/audit';
import { cmsRoutes } from './modules/cms/routes';
import { createCmsService } from './modules/cms/service';
import { createFileService, fileRoutes } from './modules/files';
import { createCodeService } from './modules/login/codes';
import { createUserCodes } from './modules/login';
import { createAuthenticator } from './modules/login/guard';
import { loginRoutes } from './modules/login/routes';
import { createProfileService } from './modules/login/service';
import { createSessionService } from './modules/login/sessions';
import type { SmsSender } from './modules/login/sms';
import { candidateCountsByOrder, candidateRoutes, createBatchAdd, createCandidateService, createRecordService, createResumeAccess, createTalentExport } from './modules/candidates';
import { createAccountService } from './modules/login';
import { actingMembershipOf, createMemberService, isMemberOf, createMembershipService, memberRoutes } from './modules/members';
import { agreementRoutes, createAgreementService } from './modules/agreements';
import { createNotificationService, installWebsocket, notificationRoutes, noticeSocketRoutes } from './modules/notifications';
import { createOrderService, orderRoutes, orderedTasks, supplierHasOrder } from './modules/orders';
import { createDraftAccess, createResumeService, markDraftSubmitted, resumeRoutes } from './modules/resumes';
import { createSettlementModule, settlementRoutes } from './modules/settlements';
import { createTaskImportService, taskImportRoutes } from './modules/task-import';
import { createWebhookOutbox, DEFAULT_WEBHOOK_SETTINGS, installWebhooks, webhookBacklog, type Lookup } from './modules/webhooks';
import { createBankService, createCompanyProfileService, mayReadLogo, supplierCentreRoutes } from './modules/supplier-centre';
import { referenceRoutes } from './modules/reference/routes';
import { createReferenceService } from './modules/reference/service';
import { createPageMetaResolver } from './modules/seo/service';
import { createTaskActions } from './modules/tasks/actions';
import { taskRoutes } from './modules/tasks/routes';
import { createTaskService } from './modules/tasks/service';
import { createTesseract, createVerificationInfo, createVerificationService, mayReadVerificationImage, verificationRoutes, type OcrEngine } from './modules/verification';
import { createNameChange, createPhoneChange, userRoutes } from './modules/user';
import { memoize } from './lib/memo';
import { AD_POSITIONS } from '@contract/cms.meta';
import { noticeAudiences } from './notice-audiences';
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

export async function buildApp({ config, db, clock = systemClock, sms, mail, logStream, ocr, noticeRecheckMs, noticeAuthIntervalMs, webhookLookup }: BuildAppOptions): Promise<FastifyInstance> {
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
    frameworkErrors: (_error, _request, reply) => void (reply as FastifyReply).code(400).send(failure(ERROR_CODES.validation, '请求地址不合法')),
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

  const reference = createReferenceService({ db, clock, configuredParams: smsParams(config.sms) });
  const cms = createCmsService({ db });
  const notices = createNotificationService({ db, clock, reference, audiences: noticeAudiences });
  // Changes that suppliers subscribe to are written to the webhook outbox in their own transaction.
  const webhooks = createWebhookOutbox({ db, clock });
  const tasks = createTaskService({ db, clock, reference, orders: { hasOrder: supplierHasOrder, orderedTasks }, notices });
  // Taking an order asks the agreements module whether the framework agreement is signed (E000702).
  const agreements = createAgreementService({ db, clock, orderOfSupplier: (supplierId, orderId) => orders.ofSupplier(supplierId, orderId), notices });
  const orders = createOrderService({ db, clock, tasks, candidateCounts: candidateCountsByOrder(db), agreementGate: agreements.requireSigned, notices, webhooks });

  const ctx = await buildCtx({ config, db, clock, log: app.log, sms, mail });
  const { secrets } = ctx;
  app.decorate('ctx', ctx);
  // The session guard; a request the API key hook admitted acts as the key's supplier instead.
  const authenticate = withApiKeys(createAuthenticator({ db, clock, jwtKey: secrets.jwtKey, membershipOf: actingMembershipOf }));
  // SMS codes with scenes; `userCodes` sends to and checks the caller's own phone (admin transfer, bank, phone change).
  const codes = createCodeService({ db, clock, rules: config.sms, codeKey: secrets.codeKey, sms: ctx.sms });
  const userCodes = createUserCodes(codes);
  const membership = createMembershipService({ db, clock, verifyAdminCode: (auth, code) => userCodes.verify(auth, 'transfer_admin', code), notices });
  loginRoutes(app, authenticate, {
    codes,
    sessions: createSessionService({
      db,
      clock,
      jwtKey: secrets.jwtKey,
      accessTokenTtl: config.accessTokenTtl,
      refreshTokenTtl: config.refreshTokenTtl,
      membershipOf: actingMembershipOf,
    }),
    profile: createProfileService({ orders, tasks }),
    invitedPhone: membership.invitedPhone,
  });
  userRoutes(app, authenticate, { codes: userCodes, phoneChange: createPhoneChange({ db, clock, codes }), names: createNameChange({ db, clock, notices }) });
  auditRoutes(app, authenticate, createAuditLog({ db, clock, nameSource: reference, isMember: isMemberOf }));
  referenceRoutes(app, authenticate, reference);
  cmsRoutes(app, authenticate, cms);
  installRoutes(app, authenticate, ctx, routeTable);
  taskRoutes(app, authenticate, tasks, createTaskActions({ db, clock, labels: tasks.labels }));
  orderRoutes(app, authenticate, orders);
  agreementRoutes(app, authenticate, agreements);
  const files = createFileService({ db, clock });
  fileRoutes(app, authenticate, files);
  // A file goes only to whoever may see what it belongs to; the owning module decides, by the file's purpose.
  files.allowReads('resume', createResumeAccess({ db, orders }));
  files.allowReads('resume', createDraftAccess({ db }));
  files.allowReads('logo', mayReadLogo);
  files.allowReads('licence', mayReadVerificationImage);
  files.allowReads('idcard', mayReadVerificationImage);
  const candidates = createCandidateService({ db, clock, orders, resumeFile: files.readable, notices, webhooks, resumeUsed: markDraftSubmitted });
  candidateRoutes(app, authenticate, candidates, createRecordService({ db, clock, orders }), createTalentExport({ db, clock, orders }));
  await resumeRoutes(
    app,
    authenticate,
    createResumeService({
      db,
      clock,
      files,
      degreeItems: async () => (await reference.enums(['talentDegree'])).talentDegree ?? [],
      addCandidate: (auth, input) => candidates.add(input, auth),
    }),
  );
  await verificationRoutes(
    app,
    authenticate,
    createVerificationService({ db, clock, files, notices }),
    createVerificationInfo({ db, clock, files, ocr: ocr ?? createTesseract() }),
  );
  memberRoutes(
    app,
    authenticate,
    createMemberService({ db, clock, accounts: createAccountService({ db, clock }), notices }),
    membership,
  );
  await supplierCentreRoutes(
    app,
    authenticate,
    createCompanyProfileService({ db, clock, files, notices }),
    createBankService({ db, clock, verifyCode: (auth, code) => userCodes.verify(auth, 'bank', code) }),
  );
  await taskImportRoutes(app, authenticate, createTaskImportService({ clock, orders, addMany: createBatchAdd({ db, clock, orders }) }));
  settlementRoutes(app, authenticate, createSettlementModule({ db, clock, webhooks }));
  await installWebhooks(app, authenticate, { db, clock, databaseUrl: config.databaseUrl, settings: config.webhooks ?? DEFAULT_WEBHOOK_SETTINGS, lookup: webhookLookup });

  await installMessages(app, ctx);
  apiKeyRoutes(app, authenticate, createApiKeyService({ db, clock }));
  notificationRoutes(app, authenticate, notices);
  const noticeSockets = await noticeSocketRoutes(app, authenticate, { db, databaseUrl: config.databaseUrl, recheckMs: noticeRecheckMs, authIntervalMs: noticeAuthIntervalMs });
  installRetention(app, { db, clock, settings: config.retention });
  installMetrics(app, config.metricsToken, { pool: () => poolStatsOf(db), noticeSockets: noticeSockets.openSockets, webhookBacklog: () => webhookBacklog(db) });

  if (config.distDir) {
    // The shell's banner is read at most once a minute (every visit of / asks for it).
    const homeBanner = memoize(clock, 60, async () => (await cms.ads(AD_POSITIONS.homeBanner))[0] ?? null);
    await installSpa(app, config.distDir, createPageMetaResolver({ clock, cms, tasks }), homeBanner, config.errorReports);
  }
  else app.setNotFoundHandler((_request, reply) => notFoundEnvelope(reply));
  return app;
}

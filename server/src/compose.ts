import type { FastifyBaseLogger } from 'fastify';
import { Registry } from 'prom-client';
import { DEFAULT_MESSAGE_SETTINGS, smsParams, type Config } from './config';
import type { CoreCtx, Ctx } from './ctx';
import { writeBackup } from './db/backup';
import { purgeRateWindows } from './db/rate-limit';
import type { Db, Executor } from './db/schema';
import { loadSecrets } from './db/secrets';
import { systemClock, type Clock } from './lib/clock';
import { candidateCountsByOrder, createResumeAccess } from './modules/candidates';
import { createFileService } from './modules/files';
import { createUserCodes } from './modules/login';
import { createCodeService } from './modules/login/codes';
import { createSmsSender, type SmsSender } from './modules/sms';
import { actingMembershipOf, invitedPhone, isMemberOf } from './modules/members';
import { createMailer, type Mailer } from './modules/messages';
import { createNotificationService } from './modules/notifications';
import { createOrderFace, orderedTasks, supplierHasOrder, taskOrderPeople } from './modules/orders';
import { createReferenceService } from './modules/reference/service';
import { createDraftAccess, markDraftSubmitted } from './modules/resumes';
import { mayReadLogo } from './modules/supplier-centre';
import { createTaskFace } from './modules/tasks';
import { createTesseract, mayReadVerificationImage, type OcrEngine } from './modules/verification';
import { emitWebhook, systemLookup, type Lookup, type WebhookEmit } from './modules/webhooks';
import { noticeAudiences } from './notice-audiences';

export interface ComposeOptions {
  config: Config;
  /** Migrated (and seeded) already; the caller owns it and closes it. */
  db: Db;
  log: FastifyBaseLogger;
  clock?: Clock;
  /** Tests capture codes here; by default the configured provider sends them (SMS_PROVIDER=none: the log). */
  sms?: SmsSender;
  /** Reads licence and ID card images (Debian's tesseract by default). */
  ocr?: OcrEngine;
  /** Tests send through a local SMTP server or capture mails here; by default SMTP_URL or the log. */
  mail?: Mailer;
  /** Resolves webhook hosts (the system's DNS by default); tests map names to addresses. */
  webhookLookup?: Lookup;
}

/**
 * Each module's face, built once. Modules whose endpoints are named operations take what they need from `ctx`
 * instead; the faces here shrink as that happens.
 */
function buildFaces(core: CoreCtx, ocr: OcrEngine, webhookLookup: Lookup) {
  const { db, clock, config } = core;
  const reference = createReferenceService({ db, clock, configuredParams: smsParams(config.sms) });
  const notices = createNotificationService({ db, clock, audiences: noticeAudiences });
  // Changes that suppliers subscribe to go to the webhook outbox in their own transaction; a face, as the orders,
  // candidates and settlements operations take it as an optional port (the demo seed runs them without one).
  const webhooks = { emit: (trx: Executor, e: WebhookEmit) => emitWebhook(core, trx, e) };
  // The labels cache and what other modules read of tasks; tasks reads orders through `taskOrders` (orders reads tasks).
  const tasks = createTaskFace({ db, clock, reference });
  // What the candidates and login modules read of orders (the orders module reads both).
  const orders = createOrderFace(db);
  // SMS codes with scenes; `userCodes` sends to and checks the caller's own phone (admin transfer, bank, phone change).
  const codes = createCodeService({ db, clock, rules: config.sms, codeKey: core.secrets.codeKey, sms: core.sms });
  const userCodes = createUserCodes(codes);
  const files = createFileService({ db, clock });
  // A file goes only to whoever may see what it belongs to; the owning module decides, by the file's purpose.
  files.allowReads('resume', createResumeAccess({ db, orders }));
  files.allowReads('resume', createDraftAccess({ db }));
  files.allowReads('logo', mayReadLogo);
  files.allowReads('licence', mayReadVerificationImage);
  files.allowReads('idcard', mayReadVerificationImage);
  return {
    reference,
    notices,
    webhooks,
    tasks,
    taskOrders: { hasOrder: supplierHasOrder, orderedTasks, people: taskOrderPeople },
    // The candidates module owns the counts the order list shows per order.
    candidateCountsByOrder: candidateCountsByOrder(db),
    orders,
    codes,
    userCodes,
    // Login reads the caller's supplier and an invitation's phone here: the members module imports login.
    actingMembershipOf,
    invitedPhone: (inviteCode: string) => invitedPhone(core, inviteCode),
    // The audit trail's actor filter asks the members module (which records audit entries, so imports audit).
    isMemberOf,
    files,
    // The resumes module's part in adding a candidate (a face: the resumes module imports the candidates module).
    resumeUsed: markDraftSubmitted,
    // Reads licence and ID card images for the verification module's OCR upload.
    ocr,
    webhookLookup,
    rateLimits: { purgeBefore: (before: Date) => purgeRateWindows(db, before) },
    backups: { write: (file: string) => writeBackup(db, file) },
  };
}

export type Faces = ReturnType<typeof buildFaces>;

/**
 * The composition root: the one place a `Ctx` is built, for the app (buildApp), the operator commands (CLI and
 * ops socket) and the tests (through buildApp). Every module's stateful part is created here, once.
 */
export async function buildCtx({ config, db, log, clock = systemClock, sms, ocr, mail, webhookLookup }: ComposeOptions): Promise<Ctx> {
  const secrets = await loadSecrets(db, config.jwtSecret);
  const metrics = new Registry();
  const core: CoreCtx = {
    db,
    clock,
    config,
    log,
    secrets,
    metrics,
    sms: sms ?? createSmsSender({ delivery: config.smsDelivery, log, clock, db, registry: metrics }),
    mail: mail ?? createMailer(config.messages ?? DEFAULT_MESSAGE_SETTINGS, log),
  };
  return { ...core, ...buildFaces(core, ocr ?? createTesseract(), webhookLookup ?? systemLookup) };
}

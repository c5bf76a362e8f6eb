import type { FastifyBaseLogger } from 'fastify';
import { smsParams, type Config } from './config';
import type { CoreCtx, Ctx } from './ctx';
import { writeBackup } from './db/backup';
import { purgeRateWindows } from './db/rate-limit';
import type { Db } from './db/schema';
import { loadSecrets } from './db/secrets';
import { systemClock, type Clock } from './lib/clock';
import { createAgreementService } from './modules/agreements';
import { createAuditLog } from './modules/audit';
import { addCandidate, candidateCountsByOrder, createBatchAdd, createResumeAccess } from './modules/candidates';
import { createCmsService } from './modules/cms/service';
import { createFileService } from './modules/files';
import { createAccountService, createUserCodes } from './modules/login';
import { createCodeService } from './modules/login/codes';
import { createProfileService } from './modules/login/service';
import { createSessionService } from './modules/login/sessions';
import { LogSmsSender, type SmsSender } from './modules/login/sms';
import { actingMembershipOf, addMember, createMemberService, createMembershipService, isMemberOf, membershipOf } from './modules/members';
import { createNotificationService } from './modules/notifications';
import { createOrderService, orderedTasks, supplierHasOrder } from './modules/orders';
import { createReferenceService } from './modules/reference/service';
import { createDraftAccess, createResumeService, markDraftSubmitted } from './modules/resumes';
import { createBankService, createCompanyProfileService, mayReadLogo } from './modules/supplier-centre';
import { createSupplierService } from './modules/suppliers';
import { createTaskImportService } from './modules/task-import';
import { createTaskActions } from './modules/tasks/actions';
import { createTaskService } from './modules/tasks/service';
import { createNameChange, createPhoneChange } from './modules/user';
import { createTesseract, createVerificationInfo, createVerificationService, mayReadVerificationImage, type OcrEngine } from './modules/verification';
import { createApiKeyService } from './modules/api-keys';
import { createWebhookOutbox } from './modules/webhooks';
import { noticeAudiences } from './notice-audiences';

export interface ComposeOptions {
  config: Config;
  /** Migrated (and seeded) already; the caller owns it and closes it. */
  db: Db;
  log: FastifyBaseLogger;
  clock?: Clock;
  /** Tests capture codes here; by default they go to the log. */
  sms?: SmsSender;
  /** Reads licence and ID card images (Debian's tesseract by default). */
  ocr?: OcrEngine;
}

/**
 * Each module's face, built once. Modules whose endpoints are named operations take what they need from `ctx`
 * instead; the faces here shrink as that happens.
 */
function buildFaces(core: CoreCtx, ocr: OcrEngine) {
  const { db, clock, config } = core;
  const reference = createReferenceService({ db, clock, configuredParams: smsParams(config.sms) });
  const cms = createCmsService({ db });
  const notices = createNotificationService({ db, clock, reference, audiences: noticeAudiences });
  // Changes that suppliers subscribe to are written to the webhook outbox in their own transaction.
  const webhooks = createWebhookOutbox({ db, clock });
  const tasks = createTaskService({ db, clock, reference, orders: { hasOrder: supplierHasOrder, orderedTasks }, notices });
  // Taking an order asks the agreements module whether the framework agreement is signed (E000702).
  const agreements = createAgreementService({ db, clock, orderOfSupplier: (supplierId, orderId) => orders.ofSupplier(supplierId, orderId), notices });
  const orders = createOrderService({ db, clock, tasks, candidateCounts: candidateCountsByOrder(db), agreementGate: agreements.requireSigned, notices, webhooks });
  // SMS codes with scenes; `userCodes` sends to and checks the caller's own phone (admin transfer, bank, phone change).
  const codes = createCodeService({ db, clock, rules: config.sms, codeKey: core.secrets.codeKey, sms: core.sms });
  const userCodes = createUserCodes(codes);
  const membership = createMembershipService({ db, clock, verifyAdminCode: (auth, code) => userCodes.verify(auth, 'transfer_admin', code), notices });
  const accounts = createAccountService({ db, clock });
  const sessions = createSessionService({
    db,
    clock,
    jwtKey: core.secrets.jwtKey,
    accessTokenTtl: config.accessTokenTtl,
    refreshTokenTtl: config.refreshTokenTtl,
    membershipOf: actingMembershipOf,
  });
  const files = createFileService({ db, clock });
  // A file goes only to whoever may see what it belongs to; the owning module decides, by the file's purpose.
  files.allowReads('resume', createResumeAccess({ db, orders }));
  files.allowReads('resume', createDraftAccess({ db }));
  files.allowReads('logo', mayReadLogo);
  files.allowReads('licence', mayReadVerificationImage);
  files.allowReads('idcard', mayReadVerificationImage);
  return {
    reference,
    cms,
    notices,
    webhooks,
    tasks,
    taskActions: createTaskActions({ db, clock, labels: tasks.labels }),
    agreements,
    orders,
    codes,
    userCodes,
    membership,
    accounts,
    sessions,
    profile: createProfileService({ orders, tasks }),
    phoneChange: createPhoneChange({ db, clock, codes }),
    nameChange: createNameChange({ db, clock, notices }),
    audit: createAuditLog({ db, clock, nameSource: reference, isMember: isMemberOf }),
    files,
    // The resumes module's part in adding a candidate (a face: resumes adds candidates through this module).
    resumeUsed: markDraftSubmitted,
    resumes: createResumeService({
      db,
      clock,
      files,
      degreeItems: async () => (await reference.enums(['talentDegree'])).talentDegree ?? [],
      addCandidate: (auth, input) => addCandidate({ db, clock, orders, files, notices, webhooks, resumeUsed: markDraftSubmitted }, input, auth),
    }),
    verification: createVerificationService({ db, clock, files, notices }),
    verificationInfo: createVerificationInfo({ db, clock, files, ocr }),
    members: createMemberService({ db, clock, accounts, notices }),
    companyProfile: createCompanyProfileService({ db, clock, files, notices }),
    bank: createBankService({ db, clock, verifyCode: (auth, code) => userCodes.verify(auth, 'bank', code) }),
    taskImport: createTaskImportService({ clock, orders, addMany: createBatchAdd({ db, clock, orders }) }),
    suppliers: createSupplierService({ db, clock, accounts, memberships: { supplierOf: membershipOf, addMember } }),
    apiKeys: createApiKeyService({ db, clock }),
    rateLimits: { purgeBefore: (before: Date) => purgeRateWindows(db, before) },
    backups: { write: (file: string) => writeBackup(db, file) },
  };
}

export type Faces = ReturnType<typeof buildFaces>;

/**
 * The composition root: the one place a `Ctx` is built, for the app (buildApp), the operator commands (CLI and
 * ops socket) and the tests (through buildApp). Every module's stateful part is created here, once.
 */
export async function buildCtx({ config, db, log, clock = systemClock, sms = new LogSmsSender(log), ocr }: ComposeOptions): Promise<Ctx> {
  const secrets = await loadSecrets(db, config.jwtSecret);
  const core: CoreCtx = { db, clock, config, log, secrets, sms };
  return { ...core, ...buildFaces(core, ocr ?? createTesseract()) };
}

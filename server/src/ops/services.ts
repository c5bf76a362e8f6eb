import { writeBackup } from '../db/backup';
import { purgeRateWindows } from '../db/rate-limit';
import type { Db } from '../db/schema';
import type { Clock } from '../lib/clock';
import { createAgreementService } from '../modules/agreements';
import { candidateCountsByOrder, createCandidateService } from '../modules/candidates';
import { createAccountService } from '../modules/login';
import { addMember, membershipOf } from '../modules/members';
import { createNotificationService } from '../modules/notifications';
import { createOrderService, orderedTasks, supplierHasOrder } from '../modules/orders';
import { createReferenceService } from '../modules/reference';
import { createSettlementPlatform } from '../modules/settlements';
import { createSupplierService } from '../modules/suppliers';
import { createTaskService } from '../modules/tasks';
import { createTrackingService } from '../modules/tracking';
import { createFileService } from '../modules/files';
import { createVerificationService } from '../modules/verification';
import { createWebhookOutbox } from '../modules/webhooks';
import { noticeAudiences } from '../notice-audiences';

/** The services operator commands work through: they never reach a repo or a table themselves (lint enforces it). */
export function createOpsServices({ db, clock }: { db: Db; clock: Clock }) {
  const reference = createReferenceService({ db, clock });
  const accounts = createAccountService({ db, clock });
  const notices = createNotificationService({ db, clock, reference, audiences: noticeAudiences });
  const webhooks = createWebhookOutbox({ db, clock });
  const tasks = createTaskService({ db, clock, reference, orders: { hasOrder: supplierHasOrder, orderedTasks }, notices });
  const agreements = createAgreementService({ db, clock, orderOfSupplier: (supplierId, orderId) => orders.ofSupplier(supplierId, orderId), notices });
  const orders = createOrderService({ db, clock, tasks, candidateCounts: candidateCountsByOrder(db), agreementGate: agreements.requireSigned, notices, webhooks });
  return {
    agreements,
    clock,
    accounts,
    reference,
    tasks,
    orders,
    candidates: createCandidateService({ db, clock, orders, notices, webhooks }),
    notices,
    tracking: createTrackingService({ db, clock }),
    settlements: createSettlementPlatform({ db, clock, notices, webhooks }),
    suppliers: createSupplierService({ db, clock, accounts, memberships: { supplierOf: membershipOf, addMember } }),
    verification: createVerificationService({ db, clock, files: createFileService({ db, clock }), notices }),
    rateLimits: { purgeBefore: (before: Date) => purgeRateWindows(db, before) },
    backups: { write: (file: string) => writeBackup(db, file) },
  };
}

export type OpsServices = ReturnType<typeof createOpsServices>;

import { writeBackup } from '../db/backup';
import { purgeRateWindows } from '../db/rate-limit';
import type { Ctx } from '../ctx';
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
import { createFileService } from '../modules/files';
import { createVerificationService } from '../modules/verification';
import { createWebhookOutbox } from '../modules/webhooks';
import { noticeAudiences } from '../notice-audiences';

/**
 * What operator commands work with: the ctx for the named operations, and the services of the modules not yet
 * turned into named operations. Commands never reach a repo or a table themselves (lint enforces it).
 */
export function createOpsServices(ctx: Ctx) {
  const { db, clock } = ctx;
  const reference = createReferenceService({ db, clock });
  const accounts = createAccountService({ db, clock });
  const notices = createNotificationService({ db, clock, reference, audiences: noticeAudiences });
  const webhooks = createWebhookOutbox({ db, clock });
  const tasks = createTaskService({ db, clock, reference, orders: { hasOrder: supplierHasOrder, orderedTasks }, notices });
  const agreements = createAgreementService({ db, clock, orderOfSupplier: (supplierId, orderId) => orders.ofSupplier(supplierId, orderId), notices });
  const orders = createOrderService({ db, clock, tasks, candidateCounts: candidateCountsByOrder(db), agreementGate: agreements.requireSigned, notices, webhooks });
  return {
    ctx,
    agreements,
    clock,
    accounts,
    reference,
    tasks,
    orders,
    candidates: createCandidateService({ db, clock, orders, notices, webhooks }),
    notices,
    settlements: createSettlementPlatform({ db, clock, notices, webhooks }),
    suppliers: createSupplierService({ db, clock, accounts, memberships: { supplierOf: membershipOf, addMember } }),
    verification: createVerificationService({ db, clock, files: createFileService({ db, clock }), notices }),
    rateLimits: { purgeBefore: (before: Date) => purgeRateWindows(db, before) },
    backups: { write: (file: string) => writeBackup(db, file) },
  };
}

export type OpsServices = ReturnType<typeof createOpsServices>;

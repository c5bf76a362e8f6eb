import { z } from 'zod';
import { auditEntry, auditFilters } from '../audit';
import { id, page, pageRequest, text } from '../http';
import { VERIFY_STATUS } from '../login.meta';
import { myOrderFilters, orderSummary } from '../orders';
import { settlementFilters, settlementSummary } from '../settlements';
import { SUBMISSION_STATUSES, VERIFICATION_KINDS, VERIFICATION_LIMITS } from '../verification.meta';
import { platformEndpoint } from './http';

/**
 * The console's 供应商 and 审核. Every staff role reads suppliers (a staff member sees every supplier); only
 * reviewers (and admins) decide verifications.
 */

const READERS = ['reviewer', 'operator', 'finance'] as const;

/** The states a supplier's verification can be in (VERIFY_STATUS without "no supplier"). */
export const PLATFORM_VERIFY_STATUSES = [
  VERIFY_STATUS.unverified,
  VERIFY_STATUS.reviewing,
  VERIFY_STATUS.verified,
  VERIFY_STATUS.rejected,
] as const;

const verifyStatus = z.union(
  PLATFORM_VERIFY_STATUSES.map((s) => z.literal(s)),
  '认证状态只能是 0（未认证）、1（审核中）、2（已认证）或 3（未通过）',
);

export const platformSupplierSummary = z.object({
  supplierId: z.string(),
  name: z.string(),
  supplierType: z.enum(VERIFICATION_KINDS),
  creditCode: z.string().nullable(),
  verifyStatus: z.number().int(),
  verifyStatusLabel: z.string(),
  disabled: z.boolean(),
  /** The administrator's name and phone (null for a supplier without members). */
  adminName: z.string().nullable(),
  adminPhone: z.string().nullable(),
  memberCount: z.number().int(),
  createdAt: z.string(),
});

/**
 * `keyword` matches the name (any part), the 统一社会信用代码 (whole) or a member's phone (whole); newest first.
 * `verifyStatus` and `disabled` filter.
 */
export const platformSupplierList = platformEndpoint({
  path: '/auth/suppliers/list',
  request: z.strictObject({
    ...pageRequest,
    keyword: text(50).optional(),
    verifyStatus: verifyStatus.optional(),
    disabled: z.boolean('只能是 true 或 false').optional(),
  }),
  response: page(platformSupplierSummary),
  roles: READERS,
});

export const platformMember = z.object({
  userId: z.string(),
  name: z.string(),
  phone: z.string(),
  isMain: z.boolean(),
  authList: z.array(z.string()),
  joinedAt: z.string(),
});

/** One submission: what the supplier sent, its images and the decision. */
export const platformVerification = z.object({
  verificationId: z.string(),
  kind: z.enum(VERIFICATION_KINDS),
  isUpgrade: z.boolean(),
  status: z.enum(SUBMISSION_STATUSES),
  statusLabel: z.string(),
  companyName: z.string().nullable(),
  creditCode: z.string().nullable(),
  legalPerson: z.string().nullable(),
  personName: z.string().nullable(),
  idNumber: z.string().nullable(),
  /** Read each through platformVerificationImage. */
  images: z.array(z.object({ fileId: z.string(), label: z.string() })),
  submittedBy: z.object({ userId: z.string(), name: z.string(), phone: z.string() }).nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
});

export const platformSupplierDetail = platformEndpoint({
  path: '/auth/suppliers/detail',
  request: z.strictObject({ supplierId: id }),
  response: z.object({
    supplier: platformSupplierSummary.extend({ disabledAt: z.string().nullable() }),
    members: z.array(platformMember),
    /** Newest first. */
    verifications: z.array(platformVerification),
  }),
  roles: READERS,
});

/* The supplier page's long lists, paged: what its administrator sees on its own screens. */

export const platformSupplierOrders = platformEndpoint({
  path: '/auth/suppliers/orders',
  request: z.strictObject({ supplierId: id, ...myOrderFilters, ...pageRequest }),
  response: page(orderSummary),
  roles: READERS,
});

export const platformSupplierBills = platformEndpoint({
  path: '/auth/suppliers/bills',
  request: z.strictObject({ supplierId: id, ...settlementFilters, ...pageRequest }),
  response: page(settlementSummary),
  roles: READERS,
});

export const platformSupplierAudit = platformEndpoint({
  path: '/auth/suppliers/audit',
  request: z.strictObject({ supplierId: id, ...auditFilters, ...pageRequest }),
  response: page(auditEntry),
  roles: READERS,
});

/** A licence or ID card image of one of the supplier's submissions, as a file (an envelope when refused). */
export const platformVerificationImage = platformEndpoint({
  path: '/auth/suppliers/verificationImage',
  request: z.strictObject({ supplierId: id, fileId: id }),
  response: z.custom<Blob>(),
  roles: READERS,
});

/** 审核: the verification under review, by its id; one someone else decided already is refused, nothing changed. */
export const platformVerificationApprove = platformEndpoint({
  path: '/auth/suppliers/verificationApprove',
  request: z.strictObject({ verificationId: id }),
  response: z.object({ supplierId: z.string(), verifyStatus: z.number().int() }),
  roles: ['reviewer'],
});

export const platformVerificationReject = platformEndpoint({
  path: '/auth/suppliers/verificationReject',
  request: z.strictObject({
    verificationId: id,
    reason: text(VERIFICATION_LIMITS.reasonMax).min(1, '请填写驳回原因，供应商会看到它'),
  }),
  response: z.object({ supplierId: z.string(), verifyStatus: z.number().int() }),
  roles: ['reviewer'],
});

export type PlatformSupplierSummary = z.infer<typeof platformSupplierSummary>;
export type PlatformVerification = z.infer<typeof platformVerification>;
export type PlatformMember = z.infer<typeof platformMember>;

/**
 * Verification's plain values (no zod): the SPA's forms and the server's rules share them. A supplier is
 * verified as a company (business licence, credit code) or as a person (ID card); a verified person supplier
 * may later upgrade to a company.
 */
import { VERIFY_STATUS } from './login.meta';

/**
 * The conflicts (E000409) that belong to one field of the form: another supplier holds the code or the ID number.
 * The SPA shows them on that field, by these exact words.
 */
export const VERIFICATION_FIELD_CONFLICTS = {
  creditCode: '该统一社会信用代码已被其他供应商认证或正在审核，如有疑问请联系客服',
  idNumber: '该身份证号码已被其他供应商认证或正在审核，如有疑问请联系客服',
} as const;

/** OCR suggestions less sure than this (0–1) are marked on the form and must be confirmed before submitting. */
export const OCR_CONFIRM_BELOW = 0.8;

export const VERIFICATION_PATHS = {
  closeTips: '/pc_suppliers_auth/auth/close_tips',
  ocrParse: '/pc_suppliers_auth/auth/ocr_parse',
  companyAuth: '/pc_suppliers_auth/auth/company_auth',
  personAuth: '/pc_suppliers_auth/auth/person_auth',
  authInfo: '/pc_suppliers_auth/auth/auth_info',
  againAuth: '/pc_suppliers_auth/auth/again_auth',
  upgradeCheck: '/pc_suppliers_auth/auth/upgrade_check',
  upgrade: '/pc_suppliers_auth/auth/upgrade',
} as const;

/** What a submission verifies: the same words as supplier.supplier_type. */
export const VERIFICATION_KINDS = ['company', 'person'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];
export const VERIFICATION_KIND_LABELS: Record<VerificationKind, string> = { company: '企业认证', person: '个人认证' };

/** The image `ocr_parse` reads: the business licence, or one side of an ID card. */
export const OCR_KINDS = ['licence', 'idcard'] as const;
export type OcrKind = (typeof OCR_KINDS)[number];
export const ID_CARD_SIDES = ['front', 'back'] as const;
export type IdCardSide = (typeof ID_CARD_SIDES)[number];

/** A submission's own state; the supplier's verifyStatus follows it (an upgrade leaves verifyStatus at 2). */
export const SUBMISSION_STATUSES = ['reviewing', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const VERIFY_STATUS_LABELS: Record<number, string> = {
  [VERIFY_STATUS.unverified]: '未认证',
  [VERIFY_STATUS.reviewing]: '审核中',
  [VERIFY_STATUS.verified]: '已认证',
  [VERIFY_STATUS.rejected]: '未通过',
  [VERIFY_STATUS.none]: '未认证',
};

const MiB = 1024 * 1024;

export const VERIFICATION_LIMITS = {
  /** One licence or ID card image (PNG or JPEG). Bigger: E000413. */
  imageMaxBytes: 10 * MiB,
  imageMaxLabel: '10 MB',
  companyNameMax: 100,
  legalPersonMax: 30,
  personNameMax: 30,
  reasonMax: 200,
} as const;

/** The types an image may be, by its bytes. */
export const IMAGE_TYPES = [
  { ext: 'png', mime: 'image/png' },
  { ext: 'jpg', mime: 'image/jpeg' },
] as const;
/** For `<input accept>` only: a hint to the file picker, not a check. */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg';

/** The multipart fields of `ocr_parse`. */
export const OCR_FIELDS = { file: 'file', kind: 'kind', side: 'side' } as const;

import { ERROR_CODES } from '@contract/http';
import { VERIFICATION_FIELD_CONFLICTS } from '@contract/verification.meta';
import { isUniqueViolation } from '../../db/errors';
import { BusinessError } from '../../http/envelope';
import type { FileReadRule } from '../files';

/** What a person types and uploads, after the contract's checks (credit code and ID number checksums). */
export type Submission =
  | { kind: 'company'; companyName: string; creditCode: string; legalPerson: string; licenceFileId: string; takeName?: boolean }
  | { kind: 'person'; name: string; idNumber: string; idFrontFileId: string; idBackFileId: string; takeName?: boolean };

/** The person the submission names: the legal representative, or the ID card's holder. */
export const submissionPerson = (s: Submission) => (s.kind === 'company' ? s.legalPerson : s.name);

export const submissionName = (s: Submission) => (s.kind === 'company' ? s.companyName : s.name);

export function submissionFiles(s: Submission) {
  return s.kind === 'company'
    ? [{ field: 'licenceFileId', fileId: s.licenceFileId, purpose: 'licence', label: '营业执照图片' }]
    : [
        { field: 'idFrontFileId', fileId: s.idFrontFileId, purpose: 'idcard', label: '身份证人像面图片' },
        { field: 'idBackFileId', fileId: s.idBackFileId, purpose: 'idcard', label: '身份证国徽面图片' },
      ];
}

/**
 * Licence and ID card images (full ID number, photo) only to the supplier's administrator, the one member who
 * submits and changes verification; the others read auth_info's summary with the ID number masked. Before the
 * supplier exists the uploader alone reads their image (the files module's own rule).
 */
export const mayReadVerificationImage: FileReadRule = async (auth, file) => auth.supplier?.id === file.supplierId && auth.supplier.isMain;

/** Unique indexes that settle races, by name, and what each means to the person who lost the race. */
const UNIQUE_MESSAGES: Record<string, string> = {
  supplier_member_user_id_key: '您已提交过认证，请勿重复提交',
  supplier_verification_reviewing_idx: '认证资料正在审核中，请勿重复提交',
  supplier_verification_credit_code_idx: VERIFICATION_FIELD_CONFLICTS.creditCode,
  supplier_credit_code_key: VERIFICATION_FIELD_CONFLICTS.creditCode,
  supplier_verification_id_number_idx: VERIFICATION_FIELD_CONFLICTS.idNumber,
};

export const conflictMessage = {
  creditCode: UNIQUE_MESSAGES.supplier_verification_credit_code_idx!,
  idNumber: UNIQUE_MESSAGES.supplier_verification_id_number_idx!,
  /** A unique violation (both drivers report 23505 and name the constraint) turned into its E000409, or null. */
  fromUniqueViolation(err: unknown): BusinessError | null {
    if (!isUniqueViolation(err)) return null;
    const e = err as { constraint?: string; message?: string };
    const name = e.constraint ?? Object.keys(UNIQUE_MESSAGES).find((k) => e.message?.includes(k));
    const message = name ? UNIQUE_MESSAGES[name] : undefined;
    return new BusinessError(ERROR_CODES.conflict, message ?? '提交冲突，请刷新后重试');
  },
};

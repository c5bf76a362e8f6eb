import { z } from 'zod';
import { parseCreditCode } from './credit-code';
import { endpoint, empty, id, nothing, text, storable } from './http';
import { parseIdNumber } from './id-number';
import {
  ID_CARD_SIDES,
  OCR_KINDS,
  SUBMISSION_STATUSES,
  VERIFICATION_KINDS,
  VERIFICATION_LIMITS as L,
  VERIFICATION_PATHS,
} from './verification.meta';

export * from './verification.meta';

/** Checksum included (GB 32100-2015); the answer is the normalised code (no spaces, upper case). */
export const creditCode = storable().transform((raw, ctx) => {
  const parsed = parseCreditCode(raw);
  if (parsed.ok) return parsed.creditCode;
  ctx.addIssue({ code: 'custom', message: parsed.reason });
  return z.NEVER;
});

/**
 * Format, birth date and check character (GB 11643-1999). The birth date is checked against the server's
 * date in the service too; here "not in the future" uses the caller's clock, which only the SPA relies on.
 */
export const idNumber = storable().transform((raw, ctx) => {
  const parsed = parseIdNumber(raw);
  if (parsed.ok) return parsed.idNumber;
  ctx.addIssue({ code: 'custom', message: parsed.reason });
  return z.NEVER;
});

export const companyFields = {
  companyName: text(L.companyNameMax).min(2, '企业名称至少 2 个字'),
  creditCode,
  legalPerson: text(L.legalPersonMax).min(2, '法定代表人姓名至少 2 个字'),
  licenceFileId: id,
  /** The applicant is the legal representative: the portal then shows them by that name (signing records, members…). */
  takeName: z.boolean().optional(),
};

export const personFields = {
  name: text(L.personNameMax).min(2, '姓名至少 2 个字'),
  idNumber,
  idFrontFileId: id,
  idBackFileId: id,
  /** The applicant is the card's holder: the portal then shows them by the card's name. */
  takeName: z.boolean().optional(),
};

const companyRequest = z.strictObject(companyFields);
const personRequest = z.strictObject(personFields);

/** After a submission: the supplier (made now when the user had none) and its verifyStatus. */
const submitted = z.object({ supplierId: z.string(), verifyStatus: z.number().int() });

/** The multipart text fields of `ocr_parse` (the file travels in `file`). */
export const ocrParseFields = z.strictObject({
  kind: z.enum(OCR_KINDS, 'kind 只能是 licence（营业执照）或 idcard（身份证）'),
  side: z.enum(ID_CARD_SIDES, 'side 只能是 front（人像面）或 back（国徽面）').optional(),
});

export const ocrFields = z.object({
  companyName: z.string().optional(),
  creditCode: z.string().optional(),
  legalPerson: z.string().optional(),
  name: z.string().optional(),
  idNumber: z.string().optional(),
});

/**
 * Stores a licence or ID card image (PNG or JPEG by its bytes, at most 10 MB) and reads what it can. The
 * fields are suggestions for the form, to be checked by the person; `ocrAvailable: false` when the server has
 * no OCR (the form is filled by hand, the file is stored all the same).
 */
/** How sure OCR is of each field it filled, 0–1 (the form asks to confirm those below OCR_CONFIRM_BELOW). */
export const ocrConfidence = z.object({
  companyName: z.number().optional(),
  creditCode: z.number().optional(),
  legalPerson: z.number().optional(),
  name: z.number().optional(),
  idNumber: z.number().optional(),
});

export const ocrParse = endpoint({
  path: VERIFICATION_PATHS.ocrParse,
  request: ocrParseFields,
  response: z.object({ fileId: z.string(), fields: ocrFields, confidence: ocrConfidence, ocrAvailable: z.boolean() }),
});

/** First company verification: a user without a supplier founds one and becomes its administrator. */
export const companyAuth = endpoint({ path: VERIFICATION_PATHS.companyAuth, request: companyRequest, response: submitted });

/** First person verification, as companyAuth. */
export const personAuth = endpoint({ path: VERIFICATION_PATHS.personAuth, request: personRequest, response: submitted });

/** Resubmits after a rejection, as a company or as a person. */
export const againAuth = endpoint({
  path: VERIFICATION_PATHS.againAuth,
  request: z.discriminatedUnion(
    'kind',
    [companyRequest.extend({ kind: z.literal('company') }), personRequest.extend({ kind: z.literal('person') })],
    { error: 'kind 只能是 company（企业）或 person（个人）' },
  ),
  response: submitted,
});

export const submissionStatus = z.enum(SUBMISSION_STATUSES);
export const verificationKind = z.enum(VERIFICATION_KINDS);

/**
 * The caller's verification: the supplier's verifyStatus (5 without a supplier) and its latest submission
 * (an upgrade included). The ID number is masked; file ids open through the files download.
 */
export const authInfo = endpoint({
  path: VERIFICATION_PATHS.authInfo,
  request: empty,
  response: z.object({
    verifyStatus: z.number().int(),
    supplierId: z.string().nullable(),
    supplierName: z.string().nullable(),
    supplierType: verificationKind.nullable(),
    isMain: z.boolean(),
    /** Why the latest submission was rejected. */
    reason: z.string().nullable(),
    submission: z
      .object({
        kind: verificationKind,
        isUpgrade: z.boolean(),
        status: submissionStatus,
        companyName: z.string().nullable(),
        creditCode: z.string().nullable(),
        legalPerson: z.string().nullable(),
        licenceFileId: z.string().nullable(),
        name: z.string().nullable(),
        idNumberMasked: z.string().nullable(),
        idFrontFileId: z.string().nullable(),
        idBackFileId: z.string().nullable(),
        submittedAt: z.string(),
        reviewedAt: z.string().nullable(),
      })
      .nullable(),
    /** The user dismissed the verification banner for good. */
    tipsClosed: z.boolean(),
  }),
});

/** Whether the caller may upgrade their person supplier to a company now, and if not, why. */
export const upgradeCheck = endpoint({
  path: VERIFICATION_PATHS.upgradeCheck,
  request: empty,
  response: z.object({ canUpgrade: z.boolean(), reason: z.string().nullable() }),
});

/** A verified person supplier applies to become a company; it stays verified (as a person) while reviewed. */
export const upgrade = endpoint({ path: VERIFICATION_PATHS.upgrade, request: companyRequest, response: submitted });

/** Dismisses the verification banner for this user, for good. */
export const closeTips = endpoint({ path: VERIFICATION_PATHS.closeTips, request: empty, response: nothing });

export type AuthInfo = z.output<typeof authInfo.response>;
export type OcrFields = z.output<typeof ocrFields>;
export type OcrConfidence = z.output<typeof ocrConfidence>;

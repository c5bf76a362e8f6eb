import { z } from 'zod';
import { empty, endpoint, storable } from './http';
import {
  AGREEMENT_ID_MESSAGE,
  AGREEMENT_ID_PATTERN,
  AGREEMENT_KINDS,
  AGREEMENT_PATHS,
  AGREEMENT_STATUSES,
  FRAMEWORK_SIGN_MODES,
  MAIN_ID_MESSAGE,
  MAIN_ID_PATTERN,
  PARTY_TYPES,
  TEXT_HASH_MESSAGE,
  TEXT_HASH_PATTERN,
} from './agreements.meta';

export * from './agreements.meta';

const agreementId = storable('必须是字符串').trim().regex(AGREEMENT_ID_PATTERN, AGREEMENT_ID_MESSAGE);
const mainId = storable('必须是字符串').trim().regex(MAIN_ID_PATTERN, MAIN_ID_MESSAGE);
/** The hash of the text the signer read (filled_detail / get_partial_html): signing refuses when the text changed since. */
const seenHash = storable('必须是字符串').trim().toLowerCase().regex(TEXT_HASH_PATTERN, TEXT_HASH_MESSAGE).optional();

export const partyType = z.enum(PARTY_TYPES);

/** A signature: who signed, when, from which address, and the hex SHA-256 of the exact text signed. */
export const signatureRecord = z.object({
  signerName: z.string(),
  signerPhone: z.string(),
  signedAt: z.string(),
  clientIp: z.string().nullable(),
  textHash: z.string(),
});

/**
 * Whether the supplier has signed the current framework agreement as what it is now (a company or a person).
 * When not: the version to sign, and whether it is the tripartite re-signing of a person supplier turned company.
 * With no agreement published at all there is nothing to sign.
 */
export const checkSign = endpoint({
  path: AGREEMENT_PATHS.checkSign,
  request: empty,
  response: z.object({
    signed: z.boolean(),
    agreementId: z.string().optional(),
    version: z.number().int().optional(),
    mode: z.enum(FRAMEWORK_SIGN_MODES).optional(),
  }),
});

export const frameworkDetail = z.object({
  agreementId: z.string(),
  version: z.number().int(),
  title: z.string(),
  publishedAt: z.string(),
  current: z.boolean(),
  /** The text with the parties filled from the verified supplier; once signed, exactly the text that was signed. */
  html: z.string(),
  textHash: z.string(),
  party: z.object({ name: z.string(), creditCode: z.string().nullable(), type: partyType }),
  mode: z.enum(FRAMEWORK_SIGN_MODES),
  signed: z.boolean(),
  signature: signatureRecord.extend({ mode: z.enum(FRAMEWORK_SIGN_MODES) }).optional(),
});

/** One framework agreement version, filled for the caller's supplier. */
export const filledDetail = endpoint({
  path: AGREEMENT_PATHS.filledDetail,
  request: z.strictObject({ agreementId }),
  response: frameworkDetail,
});

const frameworkSignature = signatureRecord.extend({
  agreementId: z.string(),
  version: z.number().int(),
  partyName: z.string(),
  partyType,
  mode: z.enum(FRAMEWORK_SIGN_MODES),
});

/** Signs the current version (verified suppliers, `agreement:sign`); signing again returns the same record. */
export const agreementSigning = endpoint({
  path: AGREEMENT_PATHS.agreementSigning,
  request: z.strictObject({ agreementId, textHash: seenHash }),
  response: frameworkSignature,
});

/** A person supplier that became a company signs the current version again, as the company, naming the person it succeeds. */
export const upgradeAuthTripartite = endpoint({
  path: AGREEMENT_PATHS.upgradeAuthTripartite,
  request: z.strictObject({ agreementId, textHash: seenHash }),
  response: frameworkSignature,
});

export const agreementListItem = z.object({
  kind: z.enum(AGREEMENT_KINDS),
  agreementId: z.string(),
  /** Partial contracts only. */
  mainId: z.string().optional(),
  title: z.string(),
  /** Framework versions only. */
  version: z.number().int().optional(),
  current: z.boolean().optional(),
  /** Partial contracts only: the order it belongs to. */
  orderId: z.string().optional(),
  taskTitle: z.string().optional(),
  status: z.enum(AGREEMENT_STATUSES),
  /** Published (framework) or issued (partial). */
  createdAt: z.string(),
  signedAt: z.string().optional(),
  signerName: z.string().optional(),
});

/** Every framework version and every partial contract of the supplier, newest first within each kind. */
export const getAgreementList = endpoint({
  path: AGREEMENT_PATHS.getAgreementList,
  request: empty,
  response: z.object({ list: z.array(agreementListItem) }),
});

/** A partial contract's HTML (sanitised on the server; the SPA sanitises it again) and whether it is signed. */
export const getPartialHtml = endpoint({
  path: AGREEMENT_PATHS.getPartialHtml,
  request: z.strictObject({ agreementId, mainId }),
  response: z.object({
    html: z.string(),
    signed: z.boolean(),
    signedAt: z.string().optional(),
    title: z.string(),
    orderId: z.string(),
    taskTitle: z.string(),
    createdAt: z.string(),
    /** SHA-256 of `html`: what signing it records. */
    textHash: z.string(),
    signature: signatureRecord.optional(),
  }),
});

/** Signs a partial contract (`agreement:sign`); signing again, or at the same time, returns the one record. */
export const partialAgreementSigning = endpoint({
  path: AGREEMENT_PATHS.partialAgreementSigning,
  request: z.strictObject({ agreementId, mainId, textHash: seenHash }),
  response: signatureRecord,
});

export type FrameworkDetail = z.infer<typeof frameworkDetail>;
export type AgreementListItem = z.infer<typeof agreementListItem>;
export type SignatureRecord = z.infer<typeof signatureRecord>;
export type PartialContract = z.infer<typeof getPartialHtml.response>;

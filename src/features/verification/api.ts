import type { verification } from '@contract/index';
import { OCR_FIELDS, VERIFICATION_PATHS } from '@contract/verification.meta';
import type { OcrKind } from '@contract/verification.meta';
import { args, injectDomainEndpoints, send } from '@/lib/http';
import type { RequestOf, ResponseOf } from '@/lib/http/types';

type AuthInfo = typeof verification.authInfo;
type CompanyAuth = typeof verification.companyAuth;
type PersonAuth = typeof verification.personAuth;
type AgainAuth = typeof verification.againAuth;
type Upgrade = typeof verification.upgrade;
type UpgradeCheck = typeof verification.upgradeCheck;
type CloseTips = typeof verification.closeTips;
type OcrParse = typeof verification.ocrParse;

/** A conflict (E000409) of a submission is shown by the form: on the field it concerns, else as a toast. */
export const VERIFICATION_CONFLICT_CODE = 'E000409';
const FIELD_CONFLICT_CODES = [VERIFICATION_CONFLICT_CODE];

export type AuthInfoData = ResponseOf<AuthInfo>;
export type OcrResult = ResponseOf<OcrParse>;
export type CompanyRequest = RequestOf<CompanyAuth>;
export type PersonRequest = RequestOf<PersonAuth>;

/** The verification state and every submission; a submission changes what login info says (verifyStatus, supplier). */
export const verificationApi = injectDomainEndpoints('verification', (build) => ({
  authInfo: build.query<AuthInfoData, void>({
    query: () => args<AuthInfo>({ path: VERIFICATION_PATHS.authInfo })({}),
    providesTags: ['LoginInfo'],
    keepUnusedDataFor: 0,
  }),
  upgradeCheck: build.query<ResponseOf<UpgradeCheck>, void>({
    query: () => args<UpgradeCheck>({ path: VERIFICATION_PATHS.upgradeCheck })({}),
    providesTags: ['LoginInfo'],
  }),
  companyAuth: build.mutation<ResponseOf<CompanyAuth>, RequestOf<CompanyAuth>>({
    query: args<CompanyAuth>({ path: VERIFICATION_PATHS.companyAuth, quietCodes: FIELD_CONFLICT_CODES }),
    invalidatesTags: ['LoginInfo'],
  }),
  personAuth: build.mutation<ResponseOf<PersonAuth>, RequestOf<PersonAuth>>({
    query: args<PersonAuth>({ path: VERIFICATION_PATHS.personAuth, quietCodes: FIELD_CONFLICT_CODES }),
    invalidatesTags: ['LoginInfo'],
  }),
  againAuth: build.mutation<ResponseOf<AgainAuth>, RequestOf<AgainAuth>>({
    query: args<AgainAuth>({ path: VERIFICATION_PATHS.againAuth, quietCodes: FIELD_CONFLICT_CODES }),
    invalidatesTags: ['LoginInfo'],
  }),
  upgrade: build.mutation<ResponseOf<Upgrade>, RequestOf<Upgrade>>({
    query: args<Upgrade>({ path: VERIFICATION_PATHS.upgrade, quietCodes: FIELD_CONFLICT_CODES }),
    invalidatesTags: ['LoginInfo'],
  }),
  closeTips: build.mutation<ResponseOf<CloseTips>, void>({
    query: () => args<CloseTips>({ path: VERIFICATION_PATHS.closeTips })({}),
    invalidatesTags: ['LoginInfo'],
  }),
}));

export const {
  useAuthInfoQuery,
  useUpgradeCheckQuery,
  useCompanyAuthMutation,
  usePersonAuthMutation,
  useAgainAuthMutation,
  useUpgradeMutation,
  useCloseTipsMutation,
} = verificationApi;

/** Uploads a licence or ID card image; the answer carries the fields OCR read (or `ocrAvailable: false`). */
export function ocrParse(file: File, kind: OcrKind, side?: 'front' | 'back'): Promise<OcrResult> {
  const body = new FormData();
  body.append(OCR_FIELDS.kind, kind);
  if (side) body.append(OCR_FIELDS.side, side);
  body.append(OCR_FIELDS.file, file, file.name);
  return send({ path: VERIFICATION_PATHS.ocrParse satisfies OcrParse['path'] }, body) as Promise<OcrResult>;
}

import type { reference, supplierCentre, user } from '@contract/index';
import { USER_PATHS } from '@contract/user.meta';
import { REFERENCE_PATHS } from '@contract/reference.meta';
import { SUPPLIER_CENTRE_PATHS } from '@contract/supplier-centre.meta';
import { UPLOAD_FIELDS } from '@contract/files.meta';
import { args, injectDomainEndpoints, send } from '@/lib/http';
import { whenFulfilled } from '@/lib/state/feeds-seo';
import type { RequestOf, ResponseOf } from '@/lib/http/types';

type Detail = typeof supplierCentre.detail;
type EditDetail = typeof supplierCentre.editDetail;
type UploadLogo = typeof supplierCentre.uploadLogo;
type BankInfo = typeof supplierCentre.bankInfo;
type OperationBank = typeof supplierCentre.operationBank;
type Banks = typeof reference.getBanks;
type SendCode = typeof user.sendVerCode;

export type CompanyProfile = ResponseOf<Detail>;
export type EditDetailInput = RequestOf<EditDetail>;
export type BankInfoData = ResponseOf<BankInfo>;
export type BankOperation = RequestOf<OperationBank>;

const HOUR_S = 3600;

export const supplierCentreApi = injectDomainEndpoints('supplierCentre', (build) => ({
  companyProfile: build.query<CompanyProfile, void>({
    query: () => args<Detail>({ path: SUPPLIER_CENTRE_PATHS.detail })({}),
    // Re-read when another session edits the profile (a live change); an open edit form keeps its input.
    providesTags: ['Company'],
  }),
  editCompanyProfile: build.mutation<CompanyProfile, EditDetailInput>({
    query: args<EditDetail>({ path: SUPPLIER_CENTRE_PATHS.editDetail }),
    // The answer is the saved profile: it replaces the cached one without another round trip.
    onQueryStarted: whenFulfilled<CompanyProfile, EditDetailInput>((profile, _arg, dispatch) => {
      dispatch(supplierCentreApi.util.upsertQueryData('companyProfile', undefined, profile));
    }),
  }),
  bankInfo: build.query<BankInfoData, void>({
    query: () => args<BankInfo>({ path: SUPPLIER_CENTRE_PATHS.bankInfo })({}),
  }),
  operationBank: build.mutation<ResponseOf<OperationBank>, BankOperation>({
    query: args<OperationBank>({ path: SUPPLIER_CENTRE_PATHS.operationBank }),
    onQueryStarted: whenFulfilled<ResponseOf<OperationBank>, BankOperation>(({ id: _id, ...info }, _arg, dispatch) => {
      dispatch(supplierCentreApi.util.upsertQueryData('bankInfo', undefined, info));
    }),
  }),
  /** The bank list of `config/unlimited/banks` (same for everyone, kept an hour). */
  getBanks: build.query<ResponseOf<Banks>, void>({
    query: () => args<Banks>({ path: REFERENCE_PATHS.getBanks })({}),
    keepUnusedDataFor: HOUR_S,
  }),
  /** The SMS code that confirms a bank change (scene `bank`), sent to the acting user's own phone. */
  sendBankCode: build.mutation<ResponseOf<SendCode>, void>({
    query: () => args<SendCode>({ path: USER_PATHS.sendVerCode })({ scene: 'bank' }),
  }),
}));

export const {
  useCompanyProfileQuery,
  useEditCompanyProfileMutation,
  useBankInfoQuery,
  useOperationBankMutation,
  useGetBanksQuery,
  useSendBankCodeMutation,
} = supplierCentreApi;

/** The logo upload (multipart, field `file`) → the stored image's id. */
export async function uploadLogo(file: File): Promise<ResponseOf<UploadLogo>> {
  const body = new FormData();
  body.append(UPLOAD_FIELDS.file, file, file.name);
  return (await send({ path: SUPPLIER_CENTRE_PATHS.uploadLogo satisfies UploadLogo['path'] }, body)) as ResponseOf<UploadLogo>;
}

import type { agreements } from '@contract/index';
import { AGREEMENT_PATHS } from '@contract/agreements.meta';
import { args, injectDomainEndpoints } from '@/lib/http';
import type { RequestOf, ResponseOf } from '@/lib/http/types';

type CheckSign = typeof agreements.checkSign;
type FilledDetail = typeof agreements.filledDetail;
type AgreementSigning = typeof agreements.agreementSigning;
type Tripartite = typeof agreements.upgradeAuthTripartite;
type AgreementList = typeof agreements.getAgreementList;
type PartialHtml = typeof agreements.getPartialHtml;
type PartialSigning = typeof agreements.partialAgreementSigning;

const injected = injectDomainEndpoints('agreements', (build) => ({
  checkSign: build.query<ResponseOf<CheckSign>, void>({ query: () => args<CheckSign>({ path: AGREEMENT_PATHS.checkSign })({}) }),
  filledDetail: build.query<ResponseOf<FilledDetail>, RequestOf<FilledDetail>>({
    query: args<FilledDetail>({ path: AGREEMENT_PATHS.filledDetail }),
  }),
  agreementSigning: build.mutation<ResponseOf<AgreementSigning>, RequestOf<AgreementSigning>>({
    query: args<AgreementSigning>({ path: AGREEMENT_PATHS.agreementSigning }),
  }),
  upgradeAuthTripartite: build.mutation<ResponseOf<Tripartite>, RequestOf<Tripartite>>({
    query: args<Tripartite>({ path: AGREEMENT_PATHS.upgradeAuthTripartite }),
  }),
  agreementList: build.query<ResponseOf<AgreementList>, void>({
    query: () => args<AgreementList>({ path: AGREEMENT_PATHS.getAgreementList })({}),
  }),
  partialHtml: build.query<ResponseOf<PartialHtml>, RequestOf<PartialHtml>>({
    query: args<PartialHtml>({ path: AGREEMENT_PATHS.getPartialHtml }),
  }),
  partialSigning: build.mutation<ResponseOf<PartialSigning>, RequestOf<PartialSigning>>({
    query: args<PartialSigning>({ path: AGREEMENT_PATHS.partialAgreementSigning }),
  }),
}));

/** Every read is provided as `Agreement`, every signing invalidates it: the list, the state and the texts follow a signature. */
export const agreementsApi = injected.enhanceEndpoints({
  addTagTypes: ['Agreement'],
  endpoints: {
    checkSign: { providesTags: ['Agreement'] },
    filledDetail: { providesTags: ['Agreement'] },
    agreementList: { providesTags: ['Agreement'] },
    partialHtml: { providesTags: ['Agreement'] },
    agreementSigning: { invalidatesTags: ['Agreement'] },
    upgradeAuthTripartite: { invalidatesTags: ['Agreement'] },
    partialSigning: { invalidatesTags: ['Agreement'] },
  },
});

export const {
  useCheckSignQuery,
  useFilledDetailQuery,
  useAgreementSigningMutation,
  useUpgradeAuthTripartiteMutation,
  useAgreementListQuery,
  usePartialHtmlQuery,
  usePartialSigningMutation,
} = agreementsApi;

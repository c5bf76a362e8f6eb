import type { settlements } from '@contract/index';
import { NO_PAYEE_ERROR_CODE, SETTLEMENT_PATHS } from '@contract/settlements.meta';
import { ERROR_CODES } from '@contract/http.meta';
import { NOT_FOUND, args, injectDomainEndpoints } from '@/lib/http';
import type { RequestOf, ResponseOf } from '@/lib/http/types';

type Page = typeof settlements.settlementPage;
type Count = typeof settlements.settlementCount;
type DetailBase = typeof settlements.settlementDetailBase;
type DetailList = typeof settlements.settlementDetailList;
type Confirm = typeof settlements.settlementConfirm;
type Delete = typeof settlements.settlementDelete;
type FailCheck = typeof settlements.settlementFailCheck;

/** A bill the gateway does not know for this supplier, or an id that cannot be one: the screen says so itself. */
const MISSING = [...NOT_FOUND, ERROR_CODES.validation];

/** Settlement bills (spec §7 Settlement). Every change invalidates `Settlement`: the tabs' counts move with it. */
export const settlementsApi = injectDomainEndpoints('settlement', (build) => ({
  settlementPage: build.query<ResponseOf<Page>, RequestOf<Page>>({
    query: args<Page>({ path: SETTLEMENT_PATHS.page }),
    providesTags: ['Settlement'],
  }),
  settlementCount: build.query<ResponseOf<Count>, void>({
    query: () => args<Count>({ path: SETTLEMENT_PATHS.count })({}),
    providesTags: ['Settlement'],
  }),
  /** The bill's screens show their own not-found state (another supplier's id, a mistyped one). */
  settlementDetailBase: build.query<ResponseOf<DetailBase>, RequestOf<DetailBase>>({
    query: args<DetailBase>({ path: SETTLEMENT_PATHS.detailBase, quietCodes: MISSING }),
    providesTags: (_r, _e, { settlementId }) => [{ type: 'Settlement', id: settlementId }],
  }),
  settlementDetailList: build.query<ResponseOf<DetailList>, RequestOf<DetailList>>({
    query: args<DetailList>({ path: SETTLEMENT_PATHS.detailList, quietCodes: MISSING }),
    providesTags: (_r, _e, { settlementId }) => [{ type: 'Settlement', id: settlementId }],
  }),
  /** No payee account is not an error to toast: the screen leads to the payee-account page instead. */
  settlementConfirm: build.mutation<ResponseOf<Confirm>, RequestOf<Confirm>>({
    query: args<Confirm>({ path: SETTLEMENT_PATHS.confirm, quietCodes: [NO_PAYEE_ERROR_CODE] }),
    invalidatesTags: ['Settlement'],
  }),
  settlementDelete: build.mutation<ResponseOf<Delete>, RequestOf<Delete>>({
    query: args<Delete>({ path: SETTLEMENT_PATHS.delete }),
    invalidatesTags: ['Settlement'],
  }),
  settlementFailCheck: build.query<ResponseOf<FailCheck>, RequestOf<FailCheck>>({
    query: args<FailCheck>({ path: SETTLEMENT_PATHS.failCheck, quietCodes: MISSING }),
    providesTags: (_r, _e, { settlementId }) => [{ type: 'Settlement', id: settlementId }],
  }),
  /** The same call with `resubmit: true`: pay the failed bill to the chosen (or default) account again. */
  settlementResubmit: build.mutation<ResponseOf<FailCheck>, RequestOf<FailCheck>>({
    query: args<FailCheck>({ path: SETTLEMENT_PATHS.failCheck, quietCodes: [NO_PAYEE_ERROR_CODE] }),
    invalidatesTags: ['Settlement'],
  }),
}));

export const {
  useSettlementPageQuery,
  useSettlementCountQuery,
  useSettlementDetailBaseQuery,
  useSettlementDetailListQuery,
  useSettlementConfirmMutation,
  useSettlementDeleteMutation,
  useSettlementFailCheckQuery,
  useSettlementResubmitMutation,
} = settlementsApi;

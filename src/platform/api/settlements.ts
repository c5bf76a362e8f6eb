import type * as B from '@contract/platform/settlements';
import { at, platformApi } from '../http/api';
import type { Req, Res } from '../http/api';

type List = typeof B.platformSettlementList;
type Detail = typeof B.platformSettlementDetail;
type Pay = typeof B.platformSettlementPay;
type PayFail = typeof B.platformSettlementPayFail;
type Reject = typeof B.platformDisputeReject;
type Correct = typeof B.platformSettlementCorrect;

const writes = ['Settlement', 'Todo', 'Audit'] as const;

export const settlementsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    platformSettlementList: build.query<Res<List>, Req<List>>({
      query: at<List>('/auth/settlements/platformSettlementList'),
      providesTags: ['Settlement'],
    }),
    platformSettlementDetail: build.query<Res<Detail>, Req<Detail>>({
      query: at<Detail>('/auth/settlements/platformSettlementDetail'),
      providesTags: ['Settlement'],
    }),
    platformSettlementPay: build.mutation<Res<Pay>, Req<Pay>>({
      query: at<Pay>('/auth/settlements/platformSettlementPay'),
      invalidatesTags: [...writes],
    }),
    platformSettlementPayFail: build.mutation<Res<PayFail>, Req<PayFail>>({
      query: at<PayFail>('/auth/settlements/platformSettlementPayFail'),
      invalidatesTags: [...writes],
    }),
    platformDisputeReject: build.mutation<Res<Reject>, Req<Reject>>({
      query: at<Reject>('/auth/settlements/platformDisputeReject'),
      invalidatesTags: [...writes],
    }),
    platformSettlementCorrect: build.mutation<Res<Correct>, Req<Correct>>({
      query: at<Correct>('/auth/settlements/platformSettlementCorrect'),
      invalidatesTags: [...writes],
    }),
  }),
});

export const {
  usePlatformSettlementListQuery,
  usePlatformSettlementDetailQuery,
  usePlatformSettlementPayMutation,
  usePlatformSettlementPayFailMutation,
  usePlatformDisputeRejectMutation,
  usePlatformSettlementCorrectMutation,
} = settlementsApi;

export const SETTLEMENT_TEMPLATE_PATH: (typeof B.platformSettlementTemplate)['path'] = '/auth/settlements/platformSettlementTemplate';
export const SETTLEMENT_ISSUE_PATH: (typeof B.platformSettlementIssue)['path'] = '/auth/settlements/platformSettlementIssue';
export type IssueResult = Res<typeof B.platformSettlementIssue>;

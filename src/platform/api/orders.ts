import type * as O from '@contract/platform/orders';
import { at, platformApi } from '../http/api';
import type { Req, Res } from '../http/api';

type Orders = typeof O.platformOrderList;
type Candidates = typeof O.platformCandidateList;
type Move = typeof O.platformCandidateMove;

export const ordersApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    platformOrderList: build.query<Res<Orders>, Req<Orders>>({
      query: at<Orders>('/auth/orders/platformOrderList'),
      providesTags: ['Order'],
    }),
    platformCandidateList: build.query<Res<Candidates>, Req<Candidates>>({
      query: at<Candidates>('/auth/orders/platformCandidateList'),
      providesTags: ['Order'],
    }),
    platformCandidateMove: build.mutation<Res<Move>, Req<Move>>({
      query: at<Move>('/auth/orders/platformCandidateMove'),
      invalidatesTags: ['Order', 'Todo', 'Audit'],
    }),
  }),
});

export const { usePlatformOrderListQuery, usePlatformCandidateListQuery, usePlatformCandidateMoveMutation } = ordersApi;

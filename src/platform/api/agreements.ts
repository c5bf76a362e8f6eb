import type * as A from '@contract/platform/agreements';
import { at, platformApi } from '../http/api';
import type { Req, Res } from '../http/api';

type Publish = typeof A.platformAgreementPublish;
type Partial = typeof A.platformPartialContractCreate;

export const agreementsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    platformAgreementPublish: build.mutation<Res<Publish>, Req<Publish>>({
      query: at<Publish>('/auth/agreements/publish'),
      invalidatesTags: ['Agreement', 'Audit'],
    }),
    platformPartialContractCreate: build.mutation<Res<Partial>, Req<Partial>>({
      query: at<Partial>('/auth/agreements/createPartialContract'),
      invalidatesTags: ['Agreement', 'Audit'],
    }),
  }),
});

export const { usePlatformAgreementPublishMutation, usePlatformPartialContractCreateMutation } = agreementsApi;

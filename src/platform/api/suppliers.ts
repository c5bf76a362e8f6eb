import type * as S from '@contract/platform/suppliers';
import { at, platformApi } from '../http/api';
import type { Req, Res } from '../http/api';

type List = typeof S.platformSupplierList;
type Detail = typeof S.platformSupplierDetail;
type Orders = typeof S.platformSupplierOrders;
type Bills = typeof S.platformSupplierBills;
type Audit = typeof S.platformSupplierAudit;
type Approve = typeof S.platformVerificationApprove;
type Reject = typeof S.platformVerificationReject;

export const suppliersApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    platformSupplierList: build.query<Res<List>, Req<List>>({ query: at<List>('/auth/suppliers/list'), providesTags: ['Supplier'] }),
    platformSupplierDetail: build.query<Res<Detail>, Req<Detail>>({
      query: at<Detail>('/auth/suppliers/detail'),
      providesTags: ['Supplier'],
    }),
    platformSupplierOrders: build.query<Res<Orders>, Req<Orders>>({ query: at<Orders>('/auth/suppliers/orders'), providesTags: ['Order'] }),
    platformSupplierBills: build.query<Res<Bills>, Req<Bills>>({
      query: at<Bills>('/auth/suppliers/bills'),
      providesTags: ['Settlement'],
    }),
    platformSupplierAudit: build.query<Res<Audit>, Req<Audit>>({ query: at<Audit>('/auth/suppliers/audit'), providesTags: ['Supplier'] }),
    platformVerificationApprove: build.mutation<Res<Approve>, Req<Approve>>({
      query: at<Approve>('/auth/suppliers/verificationApprove'),
      invalidatesTags: ['Supplier', 'Todo', 'Audit'],
    }),
    platformVerificationReject: build.mutation<Res<Reject>, Req<Reject>>({
      query: at<Reject>('/auth/suppliers/verificationReject'),
      invalidatesTags: ['Supplier', 'Todo', 'Audit'],
    }),
  }),
});

export const {
  usePlatformSupplierListQuery,
  usePlatformSupplierDetailQuery,
  usePlatformSupplierOrdersQuery,
  usePlatformSupplierBillsQuery,
  usePlatformSupplierAuditQuery,
  usePlatformVerificationApproveMutation,
  usePlatformVerificationRejectMutation,
} = suppliersApi;

/** Where a verification image is read (a file call; the page shows it from a blob URL). */
export const VERIFICATION_IMAGE_PATH: (typeof S.platformVerificationImage)['path'] = '/auth/suppliers/verificationImage';

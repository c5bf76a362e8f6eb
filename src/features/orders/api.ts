import type { orders } from '@contract/index';
import { args, injectDomainEndpoints } from '@/lib/http';
import type { CallArgs } from '@/lib/http';
import type { RequestOf, ResponseOf } from '@/lib/http/types';
import type {
  DonateStatistics,
  DonorRecord,
  DonorRecordRequest,
  Granularity,
  MyCommission,
  MyOrderListRequest,
  MyOrderListResponse,
  OrderMember,
  OrderRow,
} from './types';
import type { Page } from '@contract/http';

type TakeOrder = typeof orders.takeOrder;

const provisional = (path: string) => (payload: unknown): CallArgs => ({ meta: { path }, payload });

export const ordersApi = injectDomainEndpoints('orders', (build) => ({
  /** Verified suppliers only, once per task, never past capacity: the gateway decides and says why not. */
  takeOrder: build.mutation<ResponseOf<TakeOrder>, RequestOf<TakeOrder>>({
    query: args<TakeOrder>({ path: '/wechat_order/auth/take' }),
    // The task's taken count and `ordered` flag changed (or were stale when it was refused): read it again.
    invalidatesTags: (_result, _error, { taskId }) => [{ type: 'Task', id: taskId }, 'Order'],
  }),
  myOrderList: build.query<MyOrderListResponse, MyOrderListRequest>({
    query: provisional('/pc_order/auth/my_order_list'),
    providesTags: ['Order'],
  }),
  goingOrderList: build.query<OrderRow[], void>({
    query: () => provisional('/pc_order/auth/going_order_list')({}),
    providesTags: ['Order'],
  }),
  orderMemberList: build.query<OrderMember[], void>({
    query: () => provisional('/pc_suppliers_member/auth/get_order_member_list')({}),
  }),
  distributeOrder: build.mutation<null, { orderId: string; memberId: string }>({
    query: provisional('/pc_order/auth/distribute_order'),
    invalidatesTags: ['Order'],
  }),
  donorRecordList: build.query<Page<DonorRecord>, DonorRecordRequest>({
    query: provisional('/pc_order_talent/auth/donor_record_list'),
    providesTags: ['Candidate'],
  }),
  donateStatistics: build.query<DonateStatistics, { granularity: Granularity }>({
    query: provisional('/pc_overview/auth/donate_statistics'),
    providesTags: ['Candidate'],
  }),
  myCommission: build.query<MyCommission, void>({
    query: () => provisional('/pc_overview/auth/my_commission')({}),
    providesTags: ['Candidate'],
  }),
}));

export const {
  useTakeOrderMutation,
  useMyOrderListQuery,
  useGoingOrderListQuery,
  useOrderMemberListQuery,
  useDistributeOrderMutation,
  useDonorRecordListQuery,
  useDonateStatisticsQuery,
  useMyCommissionQuery,
} = ordersApi;

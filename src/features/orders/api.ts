import type { orders } from '@contract/index';
import { args, injectDomainEndpoints } from '@/lib/http';
import type { RequestOf, ResponseOf } from '@/lib/http/types';
import { ORDER_PATHS } from '@contract/orders.meta';

type TakeOrder = typeof orders.takeOrder;
type MyOrderList = typeof orders.myOrderList;
type GoingOrderList = typeof orders.goingOrderList;
type OrderMemberList = typeof orders.getOrderMemberList;
type DistributeOrder = typeof orders.distributeOrder;
type DonorRecordList = typeof orders.donorRecordList;
type DonateStatistics = typeof orders.donateStatistics;
type MyCommission = typeof orders.myCommission;

export const ordersApi = injectDomainEndpoints('orders', (build) => ({
  /** Verified suppliers only, once per task, never past capacity: the gateway decides and says why not. */
  takeOrder: build.mutation<ResponseOf<TakeOrder>, RequestOf<TakeOrder>>({
    query: args<TakeOrder>({ path: ORDER_PATHS.takeOrder }),
    // The task's taken count and `ordered` flag changed (or were stale when it was refused): read it again.
    invalidatesTags: (_result, _error, { taskId }) => [{ type: 'Task', id: taskId }, 'Order'],
  }),
  myOrderList: build.query<ResponseOf<MyOrderList>, RequestOf<MyOrderList>>({
    query: args<MyOrderList>({ path: ORDER_PATHS.myOrderList }),
    providesTags: ['Order'],
  }),
  goingOrderList: build.query<ResponseOf<GoingOrderList>, RequestOf<GoingOrderList>>({
    query: args<GoingOrderList>({ path: ORDER_PATHS.goingOrderList }),
    providesTags: ['Order'],
  }),
  getOrderMemberList: build.query<ResponseOf<OrderMemberList>, RequestOf<OrderMemberList>>({
    query: args<OrderMemberList>({ path: ORDER_PATHS.getOrderMemberList }),
    providesTags: ['Order'],
  }),
  distributeOrder: build.mutation<ResponseOf<DistributeOrder>, RequestOf<DistributeOrder>>({
    query: args<DistributeOrder>({ path: ORDER_PATHS.distributeOrder }),
    invalidatesTags: ['Order'],
  }),
  donorRecordList: build.query<ResponseOf<DonorRecordList>, RequestOf<DonorRecordList>>({
    query: args<DonorRecordList>({ path: ORDER_PATHS.donorRecordList }),
    providesTags: ['Candidate'],
  }),
  donateStatistics: build.query<ResponseOf<DonateStatistics>, RequestOf<DonateStatistics>>({
    query: args<DonateStatistics>({ path: ORDER_PATHS.donateStatistics }),
    providesTags: ['Candidate'],
  }),
  myCommission: build.query<ResponseOf<MyCommission>, void>({
    query: () => args<MyCommission>({ path: ORDER_PATHS.myCommission })({}),
    // Moves when a candidate is hired and when a bill is issued or paid (the notice socket invalidates both).
    providesTags: ['Candidate', 'Settlement'],
  }),
}));

export const {
  useTakeOrderMutation,
  useMyOrderListQuery,
  useGoingOrderListQuery,
  useGetOrderMemberListQuery,
  useDistributeOrderMutation,
  useDonorRecordListQuery,
  useDonateStatisticsQuery,
  useMyCommissionQuery,
} = ordersApi;

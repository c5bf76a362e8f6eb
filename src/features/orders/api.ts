import type { orders } from '@contract/index';
import { args, injectDomainEndpoints } from '@/lib/http';
import type { RequestOf, ResponseOf } from '@/lib/http/types';
import { ORDER_PATHS } from '@contract/orders.meta';

type TakeOrder = typeof orders.takeOrder;

export const ordersApi = injectDomainEndpoints('orders', (build) => ({
  /** Verified suppliers only, once per task, never past capacity: the gateway decides and says why not. */
  takeOrder: build.mutation<ResponseOf<TakeOrder>, RequestOf<TakeOrder>>({
    query: args<TakeOrder>({ path: ORDER_PATHS.takeOrder }),
    // The task's taken count and `ordered` flag changed (or were stale when it was refused): read it again.
    invalidatesTags: (_result, _error, { taskId }) => [{ type: 'Task', id: taskId }],
  }),
}));

export const { useTakeOrderMutation } = ordersApi;

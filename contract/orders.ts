import { z } from 'zod';
import { endpoint, id } from './http';
import { ORDER_PATHS } from './orders.meta';

export * from './orders.meta';

/** Take an order on a task: verified suppliers only, once per task, never past the task's capacity. */
export const takeOrder = endpoint({
  path: ORDER_PATHS.takeOrder,
  request: z.strictObject({ taskId: id }),
  response: z.object({ orderId: z.string() }),
});

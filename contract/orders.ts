import { z } from 'zod';
import { endpoint, id } from './http';

/** Take an order on a task: verified suppliers only, once per task, never past the task's capacity. */
export const takeOrder = endpoint({
  path: '/wechat_order/auth/take',
  request: z.strictObject({ taskId: id }),
  response: z.object({ orderId: z.string() }),
});

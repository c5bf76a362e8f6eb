import { z } from 'zod';
import { ORDER_STATUS_LABELS } from '@contract/orders.meta';
import { BusinessError } from '../../http/envelope';
import { parseId } from '../../lib/ids';
import { moveOrderStatus } from '../../modules/orders';
import { defineCommand, OpsError } from '../command';

const flags = z.strictObject({
  order: z
    .string()
    .trim()
    .refine((v) => parseId(v) !== null, '应为订单编号（正整数） (an order id)'),
  to: z.enum(['finished', 'cancelled'], '只能是 finished|cancelled 之一'),
});

/** The platform's side of an order: finishes or cancels an ongoing one; its people get a notice. */
export const orderStatus = defineCommand({
  name: 'order-status',
  summary: '结束或取消进行中的订单（平台操作） (finish or cancel an ongoing order)',
  usage: ['--order <编号>   订单编号 (required)', '--to <状态>      finished=已完成 cancelled=已取消 (required)'],
  flags,
  async run({ ctx }, f) {
    try {
      const moved = await moveOrderStatus(ctx, parseId(f.order)!, f.to);
      return { message: `订单 ${moved.orderId}：${ORDER_STATUS_LABELS[moved.status]} (${moved.status})`, data: moved };
    } catch (err) {
      if (err instanceof BusinessError) throw new OpsError(err.message);
      throw err;
    }
  },
});

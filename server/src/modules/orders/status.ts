import { ERROR_CODES } from '@contract/http';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@contract/orders.meta';
import type { Ctx } from '../../ctx';
import { BusinessError } from '../../http/envelope';
import { isoTime } from '../../lib/time';
import * as repo from './repo';
import { orderNotFound, statusName } from './rules';
import { candidateListPath } from '@contract/routes';

/**
 * The platform finishes or cancels an ongoing order (ops order-status); the order's people hear of it and the
 * supplier's webhooks get the move, in the same transaction. A conditional update: of two concurrent moves one
 * wins, the other is refused.
 */
export async function moveOrderStatus(
  ctx: Ctx,
  orderId: number,
  to: Exclude<OrderStatus, 'ongoing'>,
): Promise<{ orderId: string; status: OrderStatus }> {
  const { notices } = ctx;
  await notices.withNotices(async (trx, add) => {
    const moved = await repo.finishOngoing(trx, orderId, repo.ORDER_STATUS_CODES[to]);
    if (!moved) {
      const current = await repo.orderStatusOf(trx, orderId);
      if (current === undefined) throw orderNotFound();
      throw new BusinessError(
        ERROR_CODES.conflict,
        `订单已是「${ORDER_STATUS_LABELS[statusName(current)]}」，不能再改为「${ORDER_STATUS_LABELS[to]}」`,
      );
    }
    const data = { orderId: String(orderId), taskId: String(moved.task_id), from: 'ongoing', to, changedAt: isoTime(ctx.clock()) };
    await ctx.webhooks.emit(trx, { supplierId: moved.supplier_id, type: 'order.status_changed', data });
    add(
      await notices.orderEvent(trx, orderId, {
        type: 'order_status',
        objectId: orderId,
        text: (taskTitle) => ({
          title: `订单${ORDER_STATUS_LABELS[to]}：${taskTitle}`,
          body: `订单「${taskTitle}」已由平台改为「${ORDER_STATUS_LABELS[to]}」`,
        }),
        link: (taskId) => candidateListPath(taskId, orderId),
      }),
    );
  });
  return { orderId: String(orderId), status: to };
}

import { workDetailPath } from '@contract/routes';
import type { Ctx } from '../../ctx';
import type { Executor } from '../../db/schema';
import { isoTime } from '../../lib/time';
import type { NoticeSignal } from '../notifications';
import type { TaskChange } from './changes';
import { collectorIds } from './collection-repo';

type Told = { taskId: number; title: string; closed: false; changes: TaskChange[] } | { taskId: number; title: string; closed: true };

const closedBody = '平台已关闭该任务，不再接受新的接单；已接的订单照常进行。';

/**
 * A staff edit or close, told to whom it concerns inside the change's transaction: a notice to the people of the
 * task's ongoing orders and to its collectors, and a webhook event to each supplier with such an order (its
 * orderId in the data). An edit that changed nothing they see tells nobody.
 */
export async function tellTaskChange(ctx: Ctx, trx: Executor, e: Told): Promise<NoticeSignal[]> {
  if (!e.closed && e.changes.length === 0) return [];
  const orders = await ctx.taskOrders.people(trx, e.taskId);
  const collectors = await collectorIds(trx, e.taskId);
  const at = isoTime(ctx.clock());
  for (const o of orders) {
    const ids = { taskId: String(e.taskId), orderId: String(o.orderId) };
    await ctx.webhooks.emit(
      trx,
      e.closed
        ? { supplierId: o.supplierId, type: 'task.closed', data: { ...ids, closedAt: at } }
        : {
            supplierId: o.supplierId,
            type: 'task.updated',
            data: { ...ids, changes: Object.assign({}, ...e.changes.map((c) => c.fields)) as TaskChange['fields'], changedAt: at },
          },
    );
  }
  const pairs = orders.flatMap((o) => o.userIds.map((userId) => ({ supplier_id: o.supplierId, user_id: userId })));
  return ctx.notices.notifyPeople(
    trx,
    { pairs, anywhere: collectors },
    {
      type: e.closed ? 'task_closed' : 'task_updated',
      objectId: e.taskId,
      title: `任务「${e.title}」${e.closed ? '已关闭' : '已更新'}`,
      body: e.closed ? closedBody : e.changes.map((c) => c.text).join('；'),
      link: workDetailPath(e.taskId),
    },
  );
}

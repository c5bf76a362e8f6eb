import { ERROR_CODES } from '@contract/http';
import type { goingOrderList, getOrderMemberList, distributeOrder } from '@contract/orders';
import { CANDIDATE_MANAGE_PERMISSION, ORDER_MANAGE_PERMISSION } from '@contract/candidates.meta';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@contract/orders.meta';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/schema';
import { requirePermission, type ActingSupplier, type AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import type { Clock } from '../../lib/clock';
import { parseId } from '../../lib/ids';
import { isoTime } from '../../lib/time';
import { usersByIds } from '../login';
import { supplierMembers } from '../members';
import type { NoticeSignal, NotificationService } from '../notifications';
import type { WebhookPort } from '../webhooks';
import { taskIdOf, taskNotFound, type TaskService } from '../tasks';
import { createOrderList } from './list';
import * as repo from './repo';
import { keywordTaskIds, withTaskTerms } from './task-facts';
import {
  alreadyTaken,
  likePattern,
  orderNotFound,
  scopeOf,
  statusName,
  takingSupplier,
  type CandidateCountsByOrder,
  type VisibleOrder,
} from './rules';

export function createOrderService({
  db,
  clock,
  tasks,
  candidateCounts,
  agreementGate,
  notices,
  webhooks,
}: {
  db: Db;
  clock: Clock;
  tasks: Pick<TaskService, 'places' | 'labels'>;
  candidateCounts?: CandidateCountsByOrder;
  /** Refuses (E000702) a supplier that has not signed the current framework agreement; the agreements module owns it. */
  agreementGate?: (supplier: ActingSupplier) => Promise<void>;
  /** Tells members an order was distributed to them (the notifications module). */
  notices?: Pick<NotificationService, 'withNotices' | 'notify' | 'orderEvent'>;
  /** Reports status moves to the supplier's webhooks, in the move's transaction. */
  webhooks?: WebhookPort;
}) {
  /** Why a place could not be claimed, in the words the supplier can act on. */
  async function refusal(trx: Executor, taskId: number, supplierId: number): Promise<BusinessError> {
    if (await repo.hasOrder(trx, taskId, supplierId)) return alreadyTaken();
    const reason = await tasks.places.whyNone(trx, taskId);
    if (reason === 'notFound') return taskNotFound();
    if (reason === 'full') return new BusinessError(ERROR_CODES.conflict, '该任务名额已满');
    return new BusinessError(ERROR_CODES.conflict, '任务已下架');
  }

  /** The supplier's members (administrator first, then by joining) with their names and phones (members and login modules). */
  async function membersOf(supplierId: number) {
    const members = await supplierMembers(db, supplierId);
    const users = await usersByIds(db, members.map((m) => m.user_id));
    return members.map((m) => ({ ...m, user_name: users.get(m.user_id)?.user_name ?? '', phone: users.get(m.user_id)?.phone ?? '' }));
  }

  const list = createOrderList({ db, clock, tasks, candidateCounts });

  /**
   * The place and the order in one transaction: the conditional update guards capacity, the unique index
   * guards "once per supplier", and when either refuses the other is rolled back with it. The supplier is
   * the session's, never one named by the payload.
   */
  async function take(taskIdText: string, auth: AuthContext): Promise<{ orderId: string }> {
    const supplier = takingSupplier(auth);
    const taskId = taskIdOf(taskIdText);
    await agreementGate?.(supplier);
    const now = clock();
    const orderId = await db.transaction().execute(async (trx) => {
      if (!(await tasks.places.claim(trx, taskId, now))) throw await refusal(trx, taskId, supplier.id);
      const id = await repo.insertOrder(trx, { taskId, supplierId: supplier.id, userId: auth.userId, now });
      if (id === null) throw alreadyTaken();
      return id;
    });
    return { orderId: String(orderId) };
  }

  async function goingOrders(q: z.output<typeof goingOrderList.request>, auth: AuthContext) {
    const supplier = requirePermission(auth, CANDIDATE_MANAGE_PERMISSION, '候选人管理');
    const taskIds = await keywordTaskIds(db, supplier.id, likePattern(q.keyword));
    const rows = await withTaskTerms(db, await repo.listGoingOrders(db, scopeOf(auth, supplier), taskIds, 200));
    return rows.map((r) => ({ orderId: String(r.id), taskId: String(r.task_id), taskTitle: r.title, companyName: r.company_name, takenAt: isoTime(r.created_at) }));
  }

  /**
   * The order as the caller sees it, or "not found" (another supplier's order, a member's order not theirs,
   * an id that cannot exist): the same answer, so ids reveal nothing.
   */
  async function findVisible(auth: AuthContext, supplier: ActingSupplier, orderIdText: string, executor: Executor = db): Promise<VisibleOrder> {
    const id = parseId(orderIdText);
    if (id === null) throw orderNotFound();
    const found = await repo.findScopedOrder(executor, scopeOf(auth, supplier), id);
    if (!found) throw orderNotFound();
    const [row] = await withTaskTerms(executor, [found]);
    return { id: row.id, taskId: row.task_id, status: statusName(row.status), supplierId: supplier.id, title: row.title, companyName: row.company_name };
  }

  /** Ids of the orders a member sees; null for the administrator (all of the supplier's). */
  function visibleOrderIds(auth: AuthContext, supplier: ActingSupplier): Promise<number[] | null> {
    return repo.scopedOrderIds(db, scopeOf(auth, supplier));
  }

  async function distribute(q: z.output<typeof distributeOrder.request>, auth: AuthContext) {
    const supplier = requirePermission(auth, ORDER_MANAGE_PERMISSION, '订单管理');
    if (!supplier.isMain) throw new BusinessError(ERROR_CODES.forbidden, '只有企业管理员可以分配订单');
    const order = await findVisible(auth, supplier, q.orderId);
    const members = await membersOf(supplier.id);
    const memberIds = new Set(members.map((m) => m.user_id));
    const userIds: number[] = [];
    for (const raw of new Set(q.userIds)) {
      const id = parseId(raw);
      if (id === null || !memberIds.has(id)) throw new BusinessError(ERROR_CODES.notFound, `成员不存在：${raw}`);
      userIds.push(id);
    }
    const now = clock();
    const inTransaction = <T>(work: (trx: Executor, add: (s: NoticeSignal[]) => void) => Promise<T>) =>
      notices ? notices.withNotices(work) : db.transaction().execute((trx) => work(trx, () => undefined));
    await inTransaction(async (trx, add) => {
      if (!(await repo.lockOrder(trx, supplier.id, order.id))) throw orderNotFound();
      const before = new Set((await repo.listAssignees(trx, [order.id])).map((a) => a.user_id));
      await repo.replaceAssignees(trx, order.id, userIds, auth.userId, now);
      const added = userIds.filter((u) => !before.has(u) && u !== auth.userId);
      if (notices && added.length > 0) {
        add(
          await notices.notify(trx, [
            {
              supplierId: supplier.id,
              userIds: added,
              type: 'order_distributed',
              objectId: order.id,
              title: `新订单分配：${order.title}`,
              body: `${auth.userName || '企业管理员'} 将订单「${order.title}」（${order.companyName}）分配给了您`,
              link: `/workbench/order/candidateList/${order.taskId}/${order.id}`,
            },
          ]),
        );
      }
    });
    const byId = new Map(members.map((m) => [m.user_id, m.user_name]));
    return { orderId: String(order.id), assignees: userIds.map((id) => ({ userId: String(id), userName: byId.get(id) ?? '' })) };
  }

  /**
   * The platform finishes or cancels an ongoing order (ops order-status); the order's people hear of it in the
   * same transaction. A conditional update: of two concurrent moves one wins, the other is refused.
   */
  async function moveStatus(orderId: number, to: Exclude<OrderStatus, 'ongoing'>): Promise<{ orderId: string; status: OrderStatus }> {
    const inTransaction = <T>(work: (trx: Executor, add: (s: NoticeSignal[]) => void) => Promise<T>) =>
      notices ? notices.withNotices(work) : db.transaction().execute((trx) => work(trx, () => undefined));
    await inTransaction(async (trx, add) => {
      const moved = await repo.finishOngoing(trx, orderId, repo.ORDER_STATUS_CODES[to]);
      if (!moved) {
        const current = await repo.orderStatusOf(trx, orderId);
        if (current === undefined) throw orderNotFound();
        throw new BusinessError(ERROR_CODES.conflict, `订单已是「${ORDER_STATUS_LABELS[statusName(current)]}」，不能再改为「${ORDER_STATUS_LABELS[to]}」`);
      }
      const data = { orderId: String(orderId), taskId: String(moved.task_id), from: 'ongoing', to, changedAt: isoTime(clock()) };
      await webhooks?.emit(trx, { supplierId: moved.supplier_id, type: 'order.status_changed', data });
      if (notices) {
        add(
          await notices.orderEvent(trx, orderId, {
            type: 'order_status',
            objectId: orderId,
            text: (taskTitle) => ({ title: `订单${ORDER_STATUS_LABELS[to]}：${taskTitle}`, body: `订单「${taskTitle}」已由平台改为「${ORDER_STATUS_LABELS[to]}」` }),
            link: (taskId) => `/workbench/order/candidateList/${taskId}/${orderId}`,
          }),
        );
      }
    });
    return { orderId: String(orderId), status: to };
  }

  async function orderMembers(q: z.output<typeof getOrderMemberList.request>, auth: AuthContext) {
    const supplier = requirePermission(auth, ORDER_MANAGE_PERMISSION, '订单管理');
    const assigned = new Set<number>();
    if (q.orderId !== undefined) {
      const order = await findVisible(auth, supplier, q.orderId);
      for (const a of await repo.listAssignees(db, [order.id])) assigned.add(a.user_id);
    }
    const members = await membersOf(supplier.id);
    return members.map((m) => ({
      userId: String(m.user_id),
      userName: m.user_name,
      // Colleagues' numbers are masked: the list is for picking, not for contacting.
      phone: supplier.isMain || m.user_id === auth.userId ? m.phone : `${m.phone.slice(0, 3)}****${m.phone.slice(7)}`,
      isMain: m.is_main,
      assigned: assigned.has(m.user_id),
    }));
  }

  /** How many orders the supplier has taken (the platform's counter). */
  const countForSupplier = (supplierId: number) => repo.countForSupplier(db, supplierId);

  /** The supplier's order (the platform side: ops issuing a contract for it), or null when it is not that supplier's. */
  async function ofSupplier(supplierId: number, orderIdText: string): Promise<{ id: number; title: string } | null> {
    const id = parseId(orderIdText);
    const found = id === null ? undefined : await repo.findScopedOrder(db, { supplierId, memberId: null }, id);
    const [row] = found ? await withTaskTerms(db, [found]) : [];
    return row ? { id: row.id, title: row.title } : null;
  }

  return { take, countForSupplier, ofSupplier, visibleCount: list.visibleCount, myOrders: list.myOrders, exportOrders: list.exportOrders, goingOrders, findVisible, visibleOrderIds, distribute, orderMembers, moveStatus };
}

export type OrderService = ReturnType<typeof createOrderService>;

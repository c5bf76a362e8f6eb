import { ERROR_CODES } from '@contract/http';
import { maskMobile } from '@contract/id-number';
import type {
  distributeOrder as distributeEndpoint,
  getOrderMemberList as membersEndpoint,
  goingOrderList as goingEndpoint,
} from '@contract/orders';
import { CANDIDATE_MANAGE_PERMISSION, ORDER_MANAGE_PERMISSION } from '@contract/candidates.meta';
import type { z } from 'zod';
import type { Ctx } from '../../ctx';
import type { Db, Executor } from '../../db/schema';
import { requirePermission, type ActingSupplier, type AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { parseId } from '../../lib/ids';
import { isoTime } from '../../lib/time';
import { requireSignedFramework } from '../agreements';
import { usersByIds } from '../login';
import { supplierMembers } from '../members';
import { claimPlace, taskIdOf, taskNotFound, whyNoPlace } from '../tasks';
import * as repo from './repo';
import { keywordTaskIds, withTaskTerms } from './task-facts';
import { alreadyTaken, likePattern, orderNotFound, scopeOf, statusName, takingSupplier, type VisibleOrder } from './rules';
import { candidateListPath } from '@contract/routes';

/** Why a place could not be claimed, in the words the supplier can act on. */
async function refusal(trx: Executor, taskId: number, supplierId: number): Promise<BusinessError> {
  if (await repo.hasOrder(trx, taskId, supplierId)) return alreadyTaken();
  const reason = await whyNoPlace(trx, taskId);
  if (reason === 'notFound') return taskNotFound();
  if (reason === 'full') return new BusinessError(ERROR_CODES.conflict, '该任务名额已满');
  return new BusinessError(ERROR_CODES.conflict, '任务已下架');
}

/** The supplier's members (administrator first, then by joining) with their names and phones (members and login modules). */
async function membersOf(db: Db, supplierId: number) {
  const members = await supplierMembers(db, supplierId);
  const users = await usersByIds(
    db,
    members.map((m) => m.user_id),
  );
  return members.map((m) => ({ ...m, user_name: users.get(m.user_id)?.user_name ?? '', phone: users.get(m.user_id)?.phone ?? '' }));
}

/**
 * The place and the order in one transaction: the conditional update guards capacity, the unique index
 * guards "once per supplier", and when either refuses the other is rolled back with it. The supplier is
 * the session's, never one named by the payload.
 */
export async function takeOrder(ctx: Ctx, input: { taskId: string }, auth: AuthContext): Promise<{ orderId: string }> {
  const supplier = takingSupplier(auth);
  const taskId = taskIdOf(input.taskId);
  // The framework agreement must be signed first (E000702); the agreements module decides.
  await requireSignedFramework(ctx.db, supplier);
  const now = ctx.clock();
  const orderId = await ctx.db.transaction().execute(async (trx) => {
    if (!(await claimPlace(trx, taskId, now))) throw await refusal(trx, taskId, supplier.id);
    const id = await repo.insertOrder(trx, { taskId, supplierId: supplier.id, userId: auth.userId, now });
    if (id === null) throw alreadyTaken();
    return id;
  });
  return { orderId: String(orderId) };
}

export async function goingOrderList({ db }: Ctx, q: z.output<typeof goingEndpoint.request>, auth: AuthContext) {
  const supplier = requirePermission(auth, CANDIDATE_MANAGE_PERMISSION, '候选人管理');
  const taskIds = await keywordTaskIds(db, supplier.id, likePattern(q.keyword));
  const rows = await withTaskTerms(db, await repo.listGoingOrders(db, scopeOf(auth, supplier), taskIds, 200));
  return rows.map((r) => ({
    orderId: String(r.id),
    taskId: String(r.task_id),
    taskTitle: r.title,
    companyName: r.company_name,
    takenAt: isoTime(r.created_at),
  }));
}

/**
 * The order as the caller sees it, or "not found" (another supplier's order, a member's order not theirs,
 * an id that cannot exist): the same answer, so ids reveal nothing.
 */
export async function findVisibleOrder(
  db: Executor,
  auth: AuthContext,
  supplier: ActingSupplier,
  orderIdText: string,
): Promise<VisibleOrder> {
  const id = parseId(orderIdText);
  if (id === null) throw orderNotFound();
  const found = await repo.findScopedOrder(db, scopeOf(auth, supplier), id);
  if (!found) throw orderNotFound();
  const [row] = await withTaskTerms(db, [found]);
  return {
    id: row.id,
    taskId: row.task_id,
    status: statusName(row.status),
    supplierId: supplier.id,
    title: row.title,
    companyName: row.company_name,
  };
}

/** Ids of the orders a member sees; null for the administrator (all of the supplier's). */
export function visibleOrderIds(db: Db, auth: AuthContext, supplier: ActingSupplier): Promise<number[] | null> {
  return repo.scopedOrderIds(db, scopeOf(auth, supplier));
}

export async function distributeOrder(ctx: Ctx, q: z.output<typeof distributeEndpoint.request>, auth: AuthContext) {
  const { db, notices } = ctx;
  const supplier = requirePermission(auth, ORDER_MANAGE_PERMISSION, '订单管理');
  if (!supplier.isMain) throw new BusinessError(ERROR_CODES.forbidden, '只有企业管理员可以分配订单');
  const order = await findVisibleOrder(db, auth, supplier, q.orderId);
  const members = await membersOf(db, supplier.id);
  const memberIds = new Set(members.map((m) => m.user_id));
  const userIds: number[] = [];
  for (const raw of new Set(q.userIds)) {
    const id = parseId(raw);
    if (id === null || !memberIds.has(id)) throw new BusinessError(ERROR_CODES.notFound, `成员不存在：${raw}`);
    userIds.push(id);
  }
  const now = ctx.clock();
  await notices.withNotices(async (trx, add) => {
    if (!(await repo.lockOrder(trx, supplier.id, order.id))) throw orderNotFound();
    const before = new Set((await repo.listAssignees(trx, [order.id])).map((a) => a.user_id));
    await repo.replaceAssignees(trx, order.id, userIds, auth.userId, now);
    const added = userIds.filter((u) => !before.has(u) && u !== auth.userId);
    if (added.length > 0) {
      add(
        await notices.notify(trx, [
          {
            supplierId: supplier.id,
            userIds: added,
            type: 'order_distributed',
            objectId: order.id,
            title: `新订单分配：${order.title}`,
            body: `${auth.userName || '企业管理员'} 将订单「${order.title}」（${order.companyName}）分配给了您`,
            link: candidateListPath(order.taskId, order.id),
          },
        ]),
      );
    }
  });
  const byId = new Map(members.map((m) => [m.user_id, m.user_name]));
  return { orderId: String(order.id), assignees: userIds.map((id) => ({ userId: String(id), userName: byId.get(id) ?? '' })) };
}

export async function getOrderMemberList({ db }: Ctx, q: z.output<typeof membersEndpoint.request>, auth: AuthContext) {
  const supplier = requirePermission(auth, ORDER_MANAGE_PERMISSION, '订单管理');
  const assigned = new Set<number>();
  if (q.orderId !== undefined) {
    const order = await findVisibleOrder(db, auth, supplier, q.orderId);
    for (const a of await repo.listAssignees(db, [order.id])) assigned.add(a.user_id);
  }
  const members = await membersOf(db, supplier.id);
  return members.map((m) => ({
    userId: String(m.user_id),
    userName: m.user_name,
    // Colleagues' numbers are masked: the list is for picking, not for contacting.
    phone: supplier.isMain || m.user_id === auth.userId ? m.phone : maskMobile(m.phone),
    isMain: m.is_main,
    assigned: assigned.has(m.user_id),
  }));
}

/** The supplier's order (the platform side: ops issuing a contract for it), or null when it is not that supplier's. */
export async function orderOfSupplier(db: Db, supplierId: number, orderIdText: string): Promise<{ id: number; title: string } | null> {
  const id = parseId(orderIdText);
  const found = id === null ? undefined : await repo.findScopedOrder(db, { supplierId, memberId: null }, id);
  const [row] = found ? await withTaskTerms(db, [found]) : [];
  return row ? { id: row.id, title: row.title } : null;
}

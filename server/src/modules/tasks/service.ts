import { ERROR_CODES, type Page } from '@contract/http';
import type { z } from 'zod';
import type {
  TaskDetail,
  TaskSummary,
  getAdviser as adviserEndpoint,
  getPersonRecommend as personEndpoint,
  getPositionRecommendList as positionEndpoint,
  getRecommendTasks as recommendEndpoint,
  selectTaskList as listEndpoint,
} from '@contract/tasks';
import type { Ctx } from '../../ctx';
import type { Db, Executor } from '../../db/schema';
import type { NewTask } from './schema';
import type { AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { parseId } from '../../lib/ids';
import type { TaskLabels } from './labels';
import { toDetail, toSummary } from './mapping';
import * as repo from './repo';
import { countTasks, pageAndCountTasks, pageTasks, type TaskSearch } from './search-repo';
import { TASK_STATUS } from './status';

/** The task_list_select payload after validation (defaults applied). */
export type TaskListQuery = z.output<typeof listEndpoint.request>;

export const taskNotFound = () => new BusinessError(ERROR_CODES.notFound, '任务不存在');

/** A task id from the payload as a number, or the envelope's "not found" (an id like `abc` cannot exist). */
export function taskIdOf(taskId: string): number {
  const id = parseId(taskId);
  if (id === null) throw taskNotFound();
  return id;
}

/** Why a place on a task could not be claimed. */
export type NoPlaceReason = 'notFound' | 'full' | 'closed';

/**
 * What tasks reads of orders: the orders module's lookups, a face in the ctx (compose.ts) because the orders
 * module reads tasks and a direct import would be a cycle.
 */
export interface TaskOrders {
  /** Whether the supplier has an order on the task. */
  hasOrder(db: Executor, taskId: number, supplierId: number): Promise<boolean>;
  /** The tasks of the supplier's orders with when each was taken, newest first. */
  orderedTasks(db: Executor, supplierId: number): Promise<{ task_id: number; created_at: Date }[]>;
}

/** What the reads for other modules need: the database and the labels cache (the ctx's `tasks` face holds it). */
export interface TaskReads {
  db: Db;
  labels: () => Promise<TaskLabels>;
}

async function toSearch(labels: TaskReads['labels'], q: Omit<TaskListQuery, 'pageNum' | 'pageSize'>): Promise<TaskSearch> {
  let positionTypeIds: number[] | undefined;
  if (q.positionTypeId !== undefined) {
    const id = parseId(q.positionTypeId);
    positionTypeIds = (id === null ? null : (await labels()).positionWithChildren(id)) ?? [];
  }
  // Blank strings (a cleared select) mean "any", like an absent field.
  return {
    keywordTerms: [...new Set((q.keyword ?? '').split(/\s+/).filter(Boolean))],
    provinceCode: q.provinceCode || undefined,
    cityCode: q.cityCode || undefined,
    districtCode: q.districtCode || undefined,
    positionTypeIds,
    settlementType: q.settlementType || undefined,
    rewardUnit: q.rewardUnit || undefined,
    features: [...new Set((q.features ?? []).filter(Boolean))],
    sort: q.sort,
  };
}

export async function selectTaskList(ctx: Ctx, q: TaskListQuery, auth: AuthContext | null): Promise<Page<TaskSummary>> {
  const search = await toSearch(ctx.tasks.labels, q);
  const page = { pageNum: q.pageNum, pageSize: q.pageSize };
  const offset = (q.pageNum - 1) * q.pageSize;
  const [{ rows, total }, l] = await Promise.all([
    pageAndCountTasks(ctx.db, search, { offset, limit: q.pageSize, viewerId: auth?.userId ?? null }),
    ctx.tasks.labels(),
  ]);
  return { list: rows.map((r) => toSummary(r, l)), total, ...page };
}

/** How many open tasks match the filters (the find-job page's meta states it). */
export async function countOpenTasks(reads: TaskReads, q: Omit<TaskListQuery, 'pageNum' | 'pageSize'>): Promise<number> {
  return countTasks(reads.db, await toSearch(reads.labels, q));
}

/** Position types by their number of open tasks, busiest first (then in the reference data's order). */
export async function getPositionRecommendList(ctx: Ctx, { size }: z.output<typeof positionEndpoint.request>) {
  const [counts, positions] = await Promise.all([repo.countOpenByPositionType(ctx.db), ctx.reference.positionRows()]);
  const rank = new Map(positions.map((p, i) => [p.id, { i, name: p.name }]));
  return counts
    .flatMap((c) => {
      const p = rank.get(c.position_type_id);
      return p ? [{ id: c.position_type_id, n: Number(c.n), ...p }] : [];
    })
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .slice(0, size)
    .map((r) => ({ positionTypeId: String(r.id), name: r.name, taskCount: r.n }));
}

export async function getRecommendTasks(
  ctx: Ctx,
  q: z.output<typeof recommendEndpoint.request>,
  auth: AuthContext | null,
): Promise<TaskSummary[]> {
  const search = await toSearch(ctx.tasks.labels, { cityCode: q.cityCode, sort: q.sort });
  const [rows, l] = await Promise.all([
    pageTasks(ctx.db, search, { offset: 0, limit: q.size, viewerId: auth?.userId ?? null }),
    ctx.tasks.labels(),
  ]);
  return rows.map((r) => toSummary(r, l));
}

/** Position types and cities of the 50 tasks last ordered (by the supplier) or collected (by the user), most recent first. */
async function interestsOf(db: Db, userId: number, ordered: { task_id: number; created_at: Date }[], limit = 50) {
  const recent = ordered.slice(0, limit);
  const [collected, tasks] = await Promise.all([
    repo.collectedInterestsOf(db, userId, limit),
    repo.interestsOfTasks(
      db,
      recent.map((o) => o.task_id),
    ),
  ]);
  const fromOrders = recent.flatMap((o) => {
    const t = tasks.get(o.task_id);
    return t ? [{ ...t, created_at: o.created_at }] : [];
  });
  return [...collected, ...fromOrders].sort((a, b) => b.created_at.getTime() - a.created_at.getTime()).slice(0, limit);
}

/** Tasks like the ones the supplier ordered and the user collected, topped up with the newest. */
export async function getPersonRecommend(
  ctx: Ctx,
  { size }: z.output<typeof personEndpoint.request>,
  auth: AuthContext,
): Promise<TaskSummary[]> {
  const { db } = ctx;
  const supplierId = auth.supplier?.id ?? null;
  const ordered = supplierId === null ? [] : await ctx.taskOrders.orderedTasks(db, supplierId);
  const interests = await interestsOf(db, auth.userId, ordered);
  const orderedIds = ordered.map((o) => o.task_id);
  const base = { viewerId: auth.userId, limit: size };
  const matched = interests.length
    ? await repo.recommendFor(db, {
        ...base,
        positionTypeIds: [...new Set(interests.map((i) => i.position_type_id))],
        cityCodes: [...new Set(interests.map((i) => i.city_code))],
        excludeIds: orderedIds,
      })
    : [];
  const newest =
    matched.length < size
      ? await repo.recommendFor(db, {
          ...base,
          positionTypeIds: [],
          cityCodes: [],
          excludeIds: [...orderedIds, ...matched.map((m) => m.id)],
          limit: size - matched.length,
        })
      : [];
  const l = await ctx.tasks.labels();
  return [...matched, ...newest].map((r) => toSummary(r, l));
}

export async function getTaskDetail(ctx: Ctx, { taskId }: { taskId: string }, auth: AuthContext): Promise<TaskDetail> {
  const id = taskIdOf(taskId);
  const supplierId = auth.supplier?.id ?? null;
  const [row, ordered] = await Promise.all([
    repo.findTaskDetail(ctx.db, id, { userId: auth.userId, supplierId }),
    supplierId === null ? false : ctx.taskOrders.hasOrder(ctx.db, id, supplierId),
  ]);
  if (!row) throw taskNotFound();
  return toDetail({ ...row, ordered }, await ctx.tasks.labels());
}

export async function getTaskSummary(ctx: Ctx, { taskId }: { taskId: string }, auth: AuthContext | null): Promise<TaskSummary> {
  const [row, l] = await Promise.all([repo.findTaskSummary(ctx.db, taskIdOf(taskId), auth?.userId ?? null), ctx.tasks.labels()]);
  if (!row) throw taskNotFound();
  return toSummary(row, l);
}

export async function getAdviser(ctx: Ctx, { taskId }: z.output<typeof adviserEndpoint.request>) {
  const row = await repo.findAdviser(ctx.db, taskIdOf(taskId));
  if (!row) throw taskNotFound();
  return { name: row.adviser_name, phone: row.adviser_phone, wechat: row.adviser_wechat };
}

/**
 * Claims a place, for the orders module's take-order transaction (hence the executor: it runs inside the caller's
 * transaction). One conditional update: concurrent claims serialise on the row lock and can never overbook.
 */
export const claimPlace = (trx: Executor, taskId: number, now: Date): Promise<boolean> => repo.claimPlace(trx, taskId, now);

/** Why no place could be claimed (after claimPlace refused). */
export async function whyNoPlace(trx: Executor, taskId: number): Promise<NoPlaceReason> {
  const task = await repo.findPlaceState(trx, taskId);
  if (!task) return 'notFound';
  if (task.status === TASK_STATUS.full || (task.status === TASK_STATUS.open && task.taken_count >= task.person_number)) return 'full';
  return 'closed';
}

/**
 * Publishes a task (ops create-task, the console); an open one reminds the members whose settings match, in the
 * same transaction. `within` adds the caller's own record (the console's staff action) to that transaction.
 */
export function createTask(ctx: Ctx, task: NewTask, within?: (trx: Executor, taskId: number) => Promise<void>): Promise<number> {
  return ctx.notices.withNotices(async (trx, add) => {
    const id = await repo.insertTask(trx, task);
    await within?.(trx, id);
    if (task.status === TASK_STATUS.open) {
      add(
        await ctx.notices.taskPublished(trx, {
          id,
          title: task.title,
          cityCode: task.city_code,
          positionTypeId: task.position_type_id,
          rewardAmount: task.reward_amount,
          rewardUnit: task.reward_unit,
        }),
      );
    }
    return id;
  });
}

/** A public task page's facts (the SEO module words them); undefined for an unknown id. */
export const taskForPage = (db: Db, id: number) => repo.findTaskForPage(db, id);

import { ERROR_CODES, type Page } from '@contract/http';
import type { z } from 'zod';
import type { TASK_SORTS, TaskDetail, TaskSummary, selectTaskList } from '@contract/tasks';
import type { Db, Executor } from '../../db/schema';
import type { NewTask } from './schema';
import type { AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import type { Clock } from '../../lib/clock';
import { parseId } from '../../lib/ids';
import type { NotificationService } from '../notifications';
import { countCollections } from './collection-repo';
import { createTaskLabels, type TaskReference } from './labels';
import { toDetail, toSummary } from './mapping';
import * as repo from './repo';
import { countTasks, pageAndCountTasks, pageTasks, type TaskSearch } from './search-repo';
import { TASK_STATUS } from './status';

type Sort = (typeof TASK_SORTS)[number];

/** The task_list_select payload after validation (defaults applied). */
export type TaskListQuery = z.output<typeof selectTaskList.request>;

export const taskNotFound = () => new BusinessError(ERROR_CODES.notFound, '任务不存在');

/** A task id from the payload as a number, or the envelope's "not found" (an id like `abc` cannot exist). */
export function taskIdOf(taskId: string): number {
  const id = parseId(taskId);
  if (id === null) throw taskNotFound();
  return id;
}

/** Why a place on a task could not be claimed. */
export type NoPlaceReason = 'notFound' | 'full' | 'closed';

/** Reminds members of a published task (the notifications module); without it nobody is told. */
type TaskNotices = Pick<NotificationService, 'withNotices' | 'taskPublished'>;

/** What tasks reads of orders (the orders module's lookups; given by the app, as the orders module uses this one). */
export interface TaskOrders {
  /** Whether the supplier has an order on the task. */
  hasOrder(db: Executor, taskId: number, supplierId: number): Promise<boolean>;
  /** The tasks of the supplier's orders with when each was taken, newest first. */
  orderedTasks(db: Executor, supplierId: number): Promise<{ task_id: number; created_at: Date }[]>;
}

export function createTaskService({
  db,
  clock,
  reference,
  orders,
  notices,
}: {
  db: Db;
  clock: Clock;
  reference: TaskReference;
  orders: TaskOrders;
  notices?: TaskNotices;
}) {
  const labels = createTaskLabels({ clock, reference });

  async function toSearch(q: Omit<TaskListQuery, 'pageNum' | 'pageSize'>): Promise<TaskSearch> {
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

  async function list(q: TaskListQuery, auth: AuthContext | null): Promise<Page<TaskSummary>> {
    const search = await toSearch(q);
    const page = { pageNum: q.pageNum, pageSize: q.pageSize };
    const offset = (q.pageNum - 1) * q.pageSize;
    const [{ rows, total }, l] = await Promise.all([pageAndCountTasks(db, search, { offset, limit: q.pageSize, viewerId: auth?.userId ?? null }), labels()]);
    return { list: rows.map((r) => toSummary(r, l)), total, ...page };
  }

  /** How many open tasks match the filters (the find-job page's meta states it). */
  async function count(q: Omit<TaskListQuery, 'pageNum' | 'pageSize'>): Promise<number> {
    return countTasks(db, await toSearch(q));
  }

  /** Position types by their number of open tasks, busiest first (then in the reference data's order). */
  async function positionRecommend(size: number) {
    const [counts, positions] = await Promise.all([repo.countOpenByPositionType(db), reference.positionRows()]);
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

  async function recommend(q: { cityCode?: string; sort: Sort; size: number }, auth: AuthContext | null): Promise<TaskSummary[]> {
    const search = await toSearch({ cityCode: q.cityCode, sort: q.sort });
    const [rows, l] = await Promise.all([pageTasks(db, search, { offset: 0, limit: q.size, viewerId: auth?.userId ?? null }), labels()]);
    return rows.map((r) => toSummary(r, l));
  }

  /** Position types and cities of the 50 tasks last ordered (by the supplier) or collected (by the user), most recent first. */
  async function interestsOf(userId: number, ordered: { task_id: number; created_at: Date }[], limit = 50) {
    const recent = ordered.slice(0, limit);
    const [collected, tasks] = await Promise.all([repo.collectedInterestsOf(db, userId, limit), repo.interestsOfTasks(db, recent.map((o) => o.task_id))]);
    const fromOrders = recent.flatMap((o) => {
      const t = tasks.get(o.task_id);
      return t ? [{ ...t, created_at: o.created_at }] : [];
    });
    return [...collected, ...fromOrders].sort((a, b) => b.created_at.getTime() - a.created_at.getTime()).slice(0, limit);
  }

  /** Tasks like the ones the supplier ordered and the user collected, topped up with the newest. */
  async function personRecommend(size: number, auth: AuthContext): Promise<TaskSummary[]> {
    const supplierId = auth.supplier?.id ?? null;
    const ordered = supplierId === null ? [] : await orders.orderedTasks(db, supplierId);
    const interests = await interestsOf(auth.userId, ordered);
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
        ? await repo.recommendFor(db, { ...base, positionTypeIds: [], cityCodes: [], excludeIds: [...orderedIds, ...matched.map((m) => m.id)], limit: size - matched.length })
        : [];
    const l = await labels();
    return [...matched, ...newest].map((r) => toSummary(r, l));
  }

  async function detail(taskId: string, auth: AuthContext): Promise<TaskDetail> {
    const id = taskIdOf(taskId);
    const supplierId = auth.supplier?.id ?? null;
    const [row, ordered] = await Promise.all([
      repo.findTaskDetail(db, id, { userId: auth.userId, supplierId }),
      supplierId === null ? false : orders.hasOrder(db, id, supplierId),
    ]);
    if (!row) throw taskNotFound();
    return toDetail({ ...row, ordered }, await labels());
  }

  async function summary(taskId: string, auth: AuthContext | null): Promise<TaskSummary> {
    const [row, l] = await Promise.all([repo.findTaskSummary(db, taskIdOf(taskId), auth?.userId ?? null), labels()]);
    if (!row) throw taskNotFound();
    return toSummary(row, l);
  }

  async function adviser(taskId: string) {
    const row = await repo.findAdviser(db, taskIdOf(taskId));
    if (!row) throw taskNotFound();
    return { name: row.adviser_name, phone: row.adviser_phone, wechat: row.adviser_wechat };
  }

  /**
   * Capacity, for the orders module's take-order transaction (hence the executor: it runs inside the caller's
   * transaction). One conditional update: concurrent claims serialise on the row lock and can never overbook.
   */
  const places = {
    claim: (trx: Executor, taskId: number, now: Date): Promise<boolean> => repo.claimPlace(trx, taskId, now),
    async whyNone(trx: Executor, taskId: number): Promise<NoPlaceReason> {
      const task = await repo.findPlaceState(trx, taskId);
      if (!task) return 'notFound';
      if (task.status === TASK_STATUS.full || (task.status === TASK_STATUS.open && task.taken_count >= task.person_number)) return 'full';
      return 'closed';
    },
  };

  /** Publishes a task (ops create-task); an open one reminds the members whose settings match, in the same transaction. */
  const create = (task: NewTask): Promise<number> => {
    if (!notices) return repo.insertTask(db, task);
    return notices.withNotices(async (trx, add) => {
      const id = await repo.insertTask(trx, task);
      if (task.status === TASK_STATUS.open) {
        add(
          await notices.taskPublished(trx, {
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
  };

  /** A public task page's facts (the SEO module words them); undefined for an unknown id. */
  const forPage = (id: number) => repo.findTaskForPage(db, id);

  /** How many tasks a user has collected (the home page's counter). */
  const collectionCount = (userId: number) => countCollections(db, userId);

  return { list, count, positionRecommend, recommend, personRecommend, summary, detail, adviser, labels, places, create, forPage, collectionCount };
}

export type TaskService = ReturnType<typeof createTaskService>;

import { sql } from 'kysely';
import type { Executor } from '../../db/schema';
import type { NewTask } from './schema';
import { collectedBy, SUMMARY_COLUMNS } from './search-repo';
import { COMPLAINT_STATUS, TASK_STATUS } from './status';

/** Task storage: what ops create-task uses, and the task reads of the find-job screens (the search is in search-repo.ts). */
export async function insertTask(db: Executor, task: NewTask): Promise<number> {
  const row = await db.insertInto('task').values(task).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes one place on an open task that still has one; the task turns full with its last place. One
 * conditional statement, so concurrent takes serialise on the row lock and re-check the condition: they can
 * never overbook. Returns false when the task was not open or had no place left.
 */
export async function claimPlace(db: Executor, taskId: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('task')
    .set((eb) => ({
      taken_count: eb('taken_count', '+', 1),
      status: sql<number>`case when taken_count + 1 >= person_number then ${TASK_STATUS.full}::smallint else status end`,
      updated_at: now,
    }))
    .where('id', '=', taskId)
    .where('status', '=', TASK_STATUS.open)
    .whereRef('taken_count', '<', 'person_number')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findPlaceState(db: Executor, taskId: number) {
  return db.selectFrom('task').select(['status', 'taken_count', 'person_number']).where('id', '=', taskId).executeTakeFirst();
}

/** What a public task page's title and description are made of. */
export async function findTaskForPage(db: Executor, id: number) {
  return db
    .selectFrom('task')
    .select([
      'title',
      'company_name',
      'city_code',
      'district_code',
      'position_type_id',
      'reward_amount',
      'reward_unit',
      'settlement_type',
      'features',
      'description',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The detail page's task, with what this viewer's supplier already did on it here (whether it ordered is the orders module's). */
export async function findTaskDetail(db: Executor, id: number, viewer: { userId: number; supplierId: number | null }) {
  const { supplierId } = viewer;
  return db
    .selectFrom('task')
    .where('task.id', '=', id)
    .select(SUMMARY_COLUMNS)
    .select(['task.status', 'task.description', 'task.requirements', 'task.address', 'task.work_time', 'task.age_min', 'task.age_max'])
    .select(collectedBy(viewer.userId))
    .select((eb) => [
      supplierId === null
        ? sql<boolean>`false`.as('complained')
        : eb
            .exists(
              eb
                .selectFrom('task_complaint as k')
                .select('k.id')
                .whereRef('k.task_id', '=', 'task.id')
                .where('k.supplier_id', '=', supplierId)
                .where('k.status', '=', COMPLAINT_STATUS.open),
            )
            .as('complained'),
    ])
    .executeTakeFirst();
}

/** The card's fields of any task; like the open list, it says nothing the list would not. */
export async function findTaskSummary(db: Executor, id: number, viewerId: number | null) {
  return db.selectFrom('task').where('task.id', '=', id).select(SUMMARY_COLUMNS).select(collectedBy(viewerId)).executeTakeFirst();
}

export async function findAdviser(db: Executor, id: number) {
  return db.selectFrom('task').select(['adviser_name', 'adviser_phone', 'adviser_wechat']).where('id', '=', id).executeTakeFirst();
}

export async function taskExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('task').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The number of open tasks of each position type (as many rows as types in use; the names are the reference module's). */
export async function countOpenByPositionType(db: Executor) {
  return db
    .selectFrom('task')
    .where('task.status', '=', TASK_STATUS.open)
    .groupBy('task.position_type_id')
    .select(['task.position_type_id', (eb) => eb.fn.countAll<number>().as('n')])
    .execute();
}

/** Position types and cities of the tasks a user collected, most recent first (with when, to merge with the orders). */
export async function collectedInterestsOf(db: Executor, userId: number, limit = 50) {
  return db
    .selectFrom('task_collection as c')
    .innerJoin('task', 'task.id', 'c.task_id')
    .select(['task.position_type_id', 'task.city_code', 'c.created_at'])
    .where('c.user_id', '=', userId)
    .orderBy('c.created_at', 'desc')
    .limit(limit)
    .execute();
}

/** Position types and cities of these tasks, by task id. */
export async function interestsOfTasks(db: Executor, taskIds: number[]) {
  if (taskIds.length === 0) return new Map<number, { position_type_id: number; city_code: string }>();
  const rows = await db
    .selectFrom('task')
    .select(['id', 'position_type_id', 'city_code'])
    .where('id', '=', sql<number>`any(${taskIds})`)
    .execute();
  return new Map(rows.map(({ id, ...r }) => [id, r]));
}

/**
 * Open tasks but the excluded ones (the caller excludes the ones its supplier ordered), best match first: same position type and city, then type, then
 * city, newest within each. With no interests given it is simply the newest tasks.
 */
export async function recommendFor(
  db: Executor,
  q: { positionTypeIds: number[]; cityCodes: string[]; viewerId: number; excludeIds: number[]; limit: number },
) {
  let query = db.selectFrom('task').where('task.status', '=', TASK_STATUS.open).select(SUMMARY_COLUMNS).select(collectedBy(q.viewerId));
  if (q.excludeIds.length) query = query.where(sql<boolean>`task.id <> all(${q.excludeIds}::integer[])`);
  // `in ()` is not SQL: a value no row has stands in for an empty list.
  const types = q.positionTypeIds.length ? q.positionTypeIds : [-1];
  const cities = q.cityCodes.length ? q.cityCodes : [''];
  if (q.positionTypeIds.length || q.cityCodes.length) {
    query = query
      .where((eb) => eb.or([eb('task.position_type_id', 'in', types), eb('task.city_code', 'in', cities)]))
      .orderBy(
        (eb) =>
          sql`${eb.case().when('task.position_type_id', 'in', types).then(2).else(0).end()} + ${eb.case().when('task.city_code', 'in', cities).then(1).else(0).end()}`,
        'desc',
      );
  }
  return query.orderBy('task.publish_time', 'desc').orderBy('task.id', 'desc').limit(q.limit).execute();
}

import { sql } from 'kysely';
import type { Executor, NewTask } from '../../db/schema';
import { collectedBy, SUMMARY_COLUMNS } from './search-repo';
import { COMPLAINT_STATUS, TASK_STATUS } from './status';

/** Task storage: what ops create-task uses, and the task reads of the find-job screens (the search is in search-repo.ts). */
export async function insertTask(db: Executor, task: NewTask): Promise<number> {
  const row = await db.insertInto('task').values(task).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function findCity(db: Executor, codeOrName: string) {
  return db
    .selectFrom('region')
    .select(['code', 'name', 'parent_code'])
    .where('level', '=', 2)
    .where((eb) => eb.or([eb('code', '=', codeOrName), eb('name', '=', codeOrName)]))
    .orderBy('code')
    .executeTakeFirst();
}

export async function findDistrict(db: Executor, cityCode: string, codeOrName: string) {
  return db
    .selectFrom('region')
    .select(['code', 'name'])
    .where('parent_code', '=', cityCode)
    .where((eb) => eb.or([eb('code', '=', codeOrName), eb('name', '=', codeOrName)]))
    .executeTakeFirst();
}

/** A leaf position type (e.g. 普工), by id or by name. */
export async function findPositionType(db: Executor, idOrName: string) {
  const id = /^\d{1,9}$/.test(idOrName) ? Number(idOrName) : -1;
  return db
    .selectFrom('position_type')
    .select(['id', 'name'])
    .where('parent_id', 'is not', null)
    .where((eb) => eb.or([eb('id', '=', id), eb('name', '=', idOrName)]))
    .executeTakeFirst();
}

export async function listEnum(db: Executor, type: string) {
  return db.selectFrom('enum_item').select(['code', 'label']).where('type', '=', type).orderBy('sort').execute();
}

/** The detail page's task, with what this viewer's supplier already did on it. */
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
        ? sql<boolean>`false`.as('ordered')
        : eb.exists(eb.selectFrom('task_order as o').select('o.id').whereRef('o.task_id', '=', 'task.id').where('o.supplier_id', '=', supplierId)).as('ordered'),
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

/** Position types by their number of open tasks, busiest first. */
export async function countOpenByPositionType(db: Executor, limit: number) {
  return db
    .selectFrom('task')
    .innerJoin('position_type as p', 'p.id', 'task.position_type_id')
    .where('task.status', '=', TASK_STATUS.open)
    .groupBy(['p.id', 'p.name', 'p.sort'])
    .select(['p.id', 'p.name', (eb) => eb.fn.countAll<number>().as('n')])
    .orderBy('n', 'desc')
    .orderBy('p.sort')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

/** Position types and cities of the tasks a supplier ordered or a user collected, most recent first. */
export async function interestsOf(db: Executor, who: { userId: number; supplierId: number | null }, limit = 50) {
  let touched = db
    .selectFrom('task_collection')
    .select(['task_id', 'created_at'])
    .where('user_id', '=', who.userId);
  if (who.supplierId !== null) {
    touched = touched.unionAll(db.selectFrom('task_order').select(['task_id', 'created_at']).where('supplier_id', '=', who.supplierId));
  }
  return db
    .selectFrom(touched.as('i'))
    .innerJoin('task', 'task.id', 'i.task_id')
    .select(['task.position_type_id', 'task.city_code'])
    .orderBy('i.created_at', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Open tasks the supplier has not ordered, best match first: same position type and city, then type, then
 * city, newest within each. With no interests given it is simply the newest tasks.
 */
export async function recommendFor(
  db: Executor,
  q: { positionTypeIds: number[]; cityCodes: string[]; supplierId: number | null; viewerId: number; excludeIds: number[]; limit: number },
) {
  let query = db
    .selectFrom('task')
    .where('task.status', '=', TASK_STATUS.open)
    .select(SUMMARY_COLUMNS)
    .select(collectedBy(q.viewerId));
  const { supplierId } = q;
  if (supplierId !== null) {
    query = query.where((eb) =>
      eb.not(eb.exists(eb.selectFrom('task_order as o').select('o.id').whereRef('o.task_id', '=', 'task.id').where('o.supplier_id', '=', supplierId))),
    );
  }
  if (q.excludeIds.length) query = query.where('task.id', 'not in', q.excludeIds);
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

import { sql } from 'kysely';
import { newestFirstPages } from '../../db/page';
import type { Executor } from '../../db/schema';
import type { NewTask } from './schema';
import { TASK_STATUS } from './status';

/* The console's reads and edits of tasks (any status; the find-job queries see open ones only). */

export interface PlatformTaskFilter {
  keyword?: string;
  status?: number;
  cityCode?: string;
}

const PLATFORM_COLUMNS = [
  'id',
  'title',
  'company_name',
  'province_code',
  'city_code',
  'district_code',
  'position_type_id',
  'settlement_type',
  'reward_amount',
  'reward_unit',
  'features',
  'person_number',
  'taken_count',
  'publish_time',
  'status',
  'description',
  'requirements',
  'address',
  'work_time',
  'adviser_name',
  'adviser_phone',
  'age_min',
  'age_max',
] as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A filter as a prepared query's values (each key always present) and the shape its SQL depends on. */
function prepare(f: PlatformTaskFilter) {
  const values = { pattern: f.keyword ? `%${escapeLike(f.keyword)}%` : undefined, status: f.status, cityCode: f.cityCode };
  const shape = { keyword: Boolean(f.keyword), status: f.status !== undefined, cityCode: Boolean(f.cityCode) };
  return { values, shape };
}
type Prepared = ReturnType<typeof prepare>;

const tasksPage = newestFirstPages(
  (db: Executor, v: Prepared['values'], shape: Prepared['shape']) => {
    let q = db.selectFrom('task');
    if (shape.keyword) q = q.where('title', 'ilike', v.pattern!);
    if (shape.status) q = q.where('status', '=', v.status!);
    if (shape.cityCode) q = q.where('city_code', '=', v.cityCode!);
    return q;
  },
  (q) => q.select(PLATFORM_COLUMNS),
);

/** Newest first, by id (the primary key); a page and the total of the same filter. */
export async function pagePlatformTasks(db: Executor, f: PlatformTaskFilter, pageNum: number, pageSize: number) {
  const { values, shape } = prepare(f);
  return tasksPage(db, values, shape, { offset: (pageNum - 1) * pageSize, limit: pageSize });
}

export type PlatformTaskRow = Awaited<ReturnType<typeof pagePlatformTasks>>['rows'][number];

export async function findPlatformTask(db: Executor, id: number): Promise<PlatformTaskRow | undefined> {
  return db.selectFrom('task').select(PLATFORM_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The task as it is before an edit, locked until the edit commits (what the edit changed is told to suppliers). */
export async function lockPlatformTask(db: Executor, id: number): Promise<PlatformTaskRow | undefined> {
  return db.selectFrom('task').select(PLATFORM_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * Edits a task that is not closed and whose new headcount still covers the places orders took; it is full exactly
 * when every place is taken. One conditional statement: a concurrent take or close is seen, never overwritten.
 */
export async function updateOpenTask(
  db: Executor,
  id: number,
  row: Omit<NewTask, 'status' | 'publish_time' | 'created_at' | 'updated_at'>,
  now: Date,
): Promise<PlatformTaskRow | undefined> {
  // The console's form has no sex or degree requirement and no adviser WeChat: an edit keeps what the task has.
  const { sex_requirement: _sex, degree_requirement: _degree, adviser_wechat: _wechat, ...edited } = row;
  return db
    .updateTable('task')
    .set({
      ...edited,
      status: sql<number>`case when taken_count >= ${row.person_number}::int then ${TASK_STATUS.full}::smallint else ${TASK_STATUS.open}::smallint end`,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '!=', TASK_STATUS.closed)
    .where('taken_count', '<=', row.person_number)
    .returning(PLATFORM_COLUMNS)
    .executeTakeFirst();
}

/** Closes a task that is not closed yet; undefined when it was (or does not exist). */
export async function closeTask(db: Executor, id: number, now: Date): Promise<PlatformTaskRow | undefined> {
  return db
    .updateTable('task')
    .set({ status: TASK_STATUS.closed, updated_at: now })
    .where('id', '=', id)
    .where('status', '!=', TASK_STATUS.closed)
    .returning(PLATFORM_COLUMNS)
    .executeTakeFirst();
}

import type { RewardUnit } from '@contract/tasks.meta';
import { sql } from 'kysely';
import type { Executor } from '../../db/schema';
import './schema';

/** Whose notices a query sees: one user within one supplier, always both. */
export interface NoticeScope {
  supplierId: number;
  userId: number;
}

export interface NoticeDraft {
  supplierId: number;
  userId: number;
  kind: string;
  type: string;
  objectId: string | null;
  title: string;
  body: string;
  link: string | null;
}

export interface NoticeRef {
  id: number;
  user_id: number;
  supplier_id: number;
}

const NOTICE_COLUMNS = ['id', 'kind', 'type', 'object_id', 'title', 'body', 'link', 'read_at', 'created_at'] as const;

export function findSetting(db: Executor, s: NoticeScope) {
  return db.selectFrom('task_remind_setting').selectAll().where('supplier_id', '=', s.supplierId).where('user_id', '=', s.userId).executeTakeFirst();
}

export async function saveSetting(
  db: Executor,
  s: NoticeScope,
  v: { enabled: boolean; cityCodes: string[]; positionTypeIds: number[]; rewardFloor: number; rewardUnit: RewardUnit | null; now: Date },
): Promise<void> {
  const values = {
    enabled: v.enabled,
    city_codes: v.cityCodes,
    position_type_ids: v.positionTypeIds,
    reward_floor: v.rewardFloor,
    reward_unit: v.rewardUnit,
    updated_at: v.now,
  };
  await db
    .insertInto('task_remind_setting')
    .values({ supplier_id: s.supplierId, user_id: s.userId, ...values })
    .onConflict((oc) => oc.columns(['supplier_id', 'user_id']).doUpdateSet(values))
    .execute();
}

export async function insertNotices(db: Executor, drafts: NoticeDraft[], now: Date): Promise<NoticeRef[]> {
  if (drafts.length === 0) return [];
  return db
    .insertInto('supplier_notice')
    .values(
      drafts.map((d) => ({ supplier_id: d.supplierId, user_id: d.userId, kind: d.kind, type: d.type, object_id: d.objectId, title: d.title, body: d.body, link: d.link, created_at: now })),
    )
    .returning(['id', 'user_id', 'supplier_id'])
    .execute();
}

export interface PublishedTask {
  cityCode: string;
  positionTypeId: number;
  /** The position type's parent: a member who picked the category hears of its types. */
  positionParentId: number | null;
  rewardAmount: number;
  rewardUnit: string;
}

/**
 * One reminder for every current member (of a supplier the platform has not disabled) whose enabled settings
 * match the task: its city and position type among theirs (an empty list matches all), and its reward at
 * least their floor; with a unit in the settings, only tasks paid in that unit match.
 */
export async function insertTaskReminders(
  db: Executor,
  task: PublishedTask,
  notice: { title: string; body: string; link: string; objectId: string },
  now: Date,
): Promise<NoticeRef[]> {
  const result = await sql<NoticeRef>`
    insert into supplier_notice (supplier_id, user_id, kind, type, object_id, title, body, link, created_at)
    select s.supplier_id, s.user_id, 'task_remind', 'task_published', ${notice.objectId}, ${notice.title}, ${notice.body}, ${notice.link}, ${now}
      from task_remind_setting s
      join supplier_member m on m.supplier_id = s.supplier_id and m.user_id = s.user_id
      join supplier sp on sp.id = s.supplier_id and sp.disabled_at is null
      join app_user u on u.id = s.user_id and u.disabled_at is null
     where s.enabled
       and (cardinality(s.city_codes) = 0 or ${task.cityCode}::text = any(s.city_codes))
       and (cardinality(s.position_type_ids) = 0 or ${task.positionTypeId}::integer = any(s.position_type_ids)
            or ${task.positionParentId}::integer = any(s.position_type_ids))
       and (s.reward_unit is null or s.reward_unit = ${task.rewardUnit}::text)
       and s.reward_floor <= ${task.rewardAmount}::integer
     order by s.supplier_id, s.user_id
    returning id, user_id, supplier_id`.execute(db);
  return result.rows;
}

/**
 * The names a reminder shows, read through the task's own transaction: on PGlite the reference service's
 * connection would wait for that very transaction.
 */
export async function taskFacts(db: Executor, cityCode: string, positionTypeId: number, rewardUnit: string) {
  const [city, position, unit] = await Promise.all([
    db.selectFrom('region').select('name').where('code', '=', cityCode).executeTakeFirst(),
    db.selectFrom('position_type').select(['name', 'parent_id']).where('id', '=', positionTypeId).executeTakeFirst(),
    db.selectFrom('enum_item').select('label').where('type', '=', 'rewardUnit').where('code', '=', rewardUnit).executeTakeFirst(),
  ]);
  return { cityName: city?.name ?? '', positionName: position?.name ?? '', positionParentId: position?.parent_id ?? null, unitLabel: unit?.label ?? rewardUnit };
}

/** The order's people who are still members: who took it, whom it was distributed to, and extra ids (the submitter). */
export async function orderAudience(
  db: Executor,
  orderId: number,
  extraUserIds: number[],
): Promise<{ supplierId: number; taskId: number; taskTitle: string; userIds: number[] } | null> {
  const order = await db
    .selectFrom('task_order as o')
    .innerJoin('task as t', 't.id', 'o.task_id')
    .select(['o.supplier_id', 'o.taken_by', 'o.task_id', 't.title'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!order) return null;
  const assignees = await db.selectFrom('order_assignee').select('user_id').where('order_id', '=', orderId).execute();
  const wanted = [...new Set([order.taken_by, ...assignees.map((a) => a.user_id), ...extraUserIds])];
  const members = await db
    .selectFrom('supplier_member')
    .select('user_id')
    .where('supplier_id', '=', order.supplier_id)
    .where('user_id', 'in', wanted)
    .orderBy('user_id')
    .execute();
  return { supplierId: order.supplier_id, taskId: order.task_id, taskTitle: order.title, userIds: members.map((m) => m.user_id) };
}

/** Who among a supplier's current members hears of a change: all, the holders of a permission, the administrator. */
export interface MemberAudience {
  /** One supplier, or every supplier the platform has not disabled. */
  supplierId: number | 'all';
  permission?: string;
  adminOnly?: boolean;
  exceptUserIds?: number[];
}

/** One notice for every member in the audience (active accounts only), in one statement. */
export async function insertForMembers(db: Executor, a: MemberAudience, d: Omit<NoticeDraft, 'supplierId' | 'userId'>, now: Date): Promise<NoticeRef[]> {
  const except = a.exceptUserIds?.length ? a.exceptUserIds : [0];
  const result = await sql<NoticeRef>`
    insert into supplier_notice (supplier_id, user_id, kind, type, object_id, title, body, link, created_at)
    select m.supplier_id, m.user_id, ${d.kind}, ${d.type}, ${d.objectId}, ${d.title}, ${d.body}, ${d.link}, ${now}
      from supplier_member m
      join supplier sp on sp.id = m.supplier_id and sp.disabled_at is null
      join app_user u on u.id = m.user_id and u.disabled_at is null
     where (${a.supplierId === 'all'}::boolean or m.supplier_id = ${a.supplierId === 'all' ? 0 : a.supplierId}::integer)
       and (${a.permission ?? null}::text is null or m.is_main or ${a.permission ?? null}::text = any(m.auth_list))
       and (not ${a.adminOnly ?? false}::boolean or m.is_main)
       and m.user_id <> all(${except}::integer[])
     order by m.supplier_id, m.user_id
    returning id, user_id, supplier_id`.execute(db);
  return result.rows;
}

function scoped(db: Executor, s: NoticeScope) {
  return db.selectFrom('supplier_notice').where('supplier_id', '=', s.supplierId).where('user_id', '=', s.userId);
}

export function pageNotices(db: Executor, s: NoticeScope, unreadOnly: boolean, range: { offset: number; limit: number }) {
  let q = scoped(db, s).select(NOTICE_COLUMNS);
  if (unreadOnly) q = q.where('read_at', 'is', null);
  return q.orderBy('id', 'desc').offset(range.offset).limit(range.limit).execute();
}

export async function countNotices(db: Executor, s: NoticeScope, unreadOnly: boolean): Promise<number> {
  let q = scoped(db, s).select((eb) => eb.fn.countAll<number>().as('n'));
  if (unreadOnly) q = q.where('read_at', 'is', null);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** How many of `ids` are the caller's. */
export async function countOwned(db: Executor, s: NoticeScope, ids: number[]): Promise<number> {
  const row = await scoped(db, s)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function markRead(db: Executor, s: NoticeScope, ids: number[] | 'all', now: Date): Promise<number> {
  let q = db.updateTable('supplier_notice').set({ read_at: now }).where('supplier_id', '=', s.supplierId).where('user_id', '=', s.userId).where('read_at', 'is', null);
  if (ids !== 'all') q = q.where('id', 'in', ids);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Notices by id for the live push (the caller already knows whose they are). */
export function noticesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('supplier_notice')
    .select([...NOTICE_COLUMNS, 'user_id', 'supplier_id'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

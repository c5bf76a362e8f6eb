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
  type: string;
  title: string;
  body: string;
  link: string | null;
}

const NOTICE_COLUMNS = ['id', 'kind', 'type', 'object_id', 'title', 'body', 'link', 'read_at', 'created_at'] as const;

export function findSetting(db: Executor, s: NoticeScope) {
  return db
    .selectFrom('task_remind_setting')
    .selectAll()
    .where('supplier_id', '=', s.supplierId)
    .where('user_id', '=', s.userId)
    .executeTakeFirst();
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
      drafts.map((d) => ({
        supplier_id: d.supplierId,
        user_id: d.userId,
        kind: d.kind,
        type: d.type,
        object_id: d.objectId,
        title: d.title,
        body: d.body,
        link: d.link,
        created_at: now,
      })),
    )
    .returning(['id', 'user_id', 'supplier_id', 'type', 'title', 'body', 'link'])
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
 * The (supplier, user) of every enabled setting that matches the task: its city and position type among theirs
 * (an empty list matches all), and its reward at least their floor; with a unit in the settings, only tasks paid
 * in that unit match. Whether they are still members is the members module's to say (service.ts).
 */
export async function matchingReminderSettings(db: Executor, task: PublishedTask) {
  const result = await sql<{ supplier_id: number; user_id: number }>`
    select s.supplier_id, s.user_id
      from task_remind_setting s
     where s.enabled
       and (cardinality(s.city_codes) = 0 or ${task.cityCode}::text = any(s.city_codes))
       and (cardinality(s.position_type_ids) = 0 or ${task.positionTypeId}::integer = any(s.position_type_ids)
            or ${task.positionParentId}::integer = any(s.position_type_ids))
       and (s.reward_unit is null or s.reward_unit = ${task.rewardUnit}::text)
       and s.reward_floor <= ${task.rewardAmount}::integer
     order by s.supplier_id, s.user_id`.execute(db);
  return result.rows;
}

/** Who among a supplier's current members hears of a change: all, the holders of a permission, the administrator. */
export interface MemberAudience {
  /** One supplier, or every supplier the platform has not disabled. */
  supplierId: number | 'all';
  permission?: string;
  adminOnly?: boolean;
  exceptUserIds?: number[];
  /** Only these users (with `'all'`: in every supplier they are members of). */
  userIds?: number[];
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
  let q = db
    .updateTable('supplier_notice')
    .set({ read_at: now })
    .where('supplier_id', '=', s.supplierId)
    .where('user_id', '=', s.userId)
    .where('read_at', 'is', null);
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

/** Retention: notices read and created before `before` (an unread notice stays however old it is). */
export async function deleteReadBefore(db: Executor, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('supplier_notice')
    .where('read_at', 'is not', null)
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

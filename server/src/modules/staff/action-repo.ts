import type { SelectQueryBuilder } from 'kysely';
import type { Database, Executor } from '../../db/schema';

export interface ActionQuery {
  staffId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

const COLUMNS = ['id', 'at', 'staff_id', 'staff_name', 'staff_role', 'action', 'target_type', 'target_id', 'summary', 'client_ip'] as const;

/** The filters; every combination is served by one of the log's indexes (at, staff, action, target). */
function filtered(db: Executor, q: ActionQuery) {
  let query: SelectQueryBuilder<Database, 'staff_action', object> = db.selectFrom('staff_action');
  if (q.staffId !== undefined) query = query.where('staff_id', '=', q.staffId);
  if (q.action !== undefined) query = query.where('action', '=', q.action);
  if (q.targetType !== undefined) query = query.where('target_type', '=', q.targetType);
  if (q.targetId !== undefined) query = query.where('target_id', '=', q.targetId);
  if (q.from !== undefined) query = query.where('at', '>=', q.from);
  if (q.to !== undefined) query = query.where('at', '<', q.to);
  return query;
}

/**
 * The filtered log's size. With no filter but the staff member or the action, the triggers' tally answers (a few
 * rows however long the log); a target or a day range is selective and counted off its index.
 */
export async function countActions(db: Executor, q: ActionQuery): Promise<number> {
  if (q.targetType === undefined && q.targetId === undefined && q.from === undefined && q.to === undefined) {
    let tally = db.selectFrom('staff_action_count').select((eb) => eb.fn.coalesce(eb.fn.sum<string>('n'), eb.lit(0)).as('n'));
    if (q.staffId !== undefined) tally = tally.where('staff_key', '=', q.staffId);
    if (q.action !== undefined) tally = tally.where('action', '=', q.action);
    return Number((await tally.executeTakeFirstOrThrow()).n);
  }
  const row = await filtered(db, q)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function pageActions(db: Executor, q: ActionQuery, page: { offset: number; limit: number }) {
  return filtered(db, q).select(COLUMNS).orderBy('at', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export type ActionRecord = Awaited<ReturnType<typeof pageActions>>[number];

/** The rows after `after` in the log's order (newest first), for a streamed export. */
export async function actionsAfter(db: Executor, q: ActionQuery, after: ActionRecord | undefined, limit: number) {
  let query = filtered(db, q);
  if (after) query = query.where((eb) => eb.or([eb('at', '<', after.at), eb.and([eb('at', '=', after.at), eb('id', '<', after.id)])]));
  return query.select(COLUMNS).orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Whether a staff id names an account (a filter by an unknown one is "not found", not an empty page). */
export async function staffExists(db: Executor, staffId: number): Promise<boolean> {
  return (await db.selectFrom('staff').select('id').where('id', '=', staffId).executeTakeFirst()) !== undefined;
}

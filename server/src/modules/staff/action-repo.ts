import type { SelectQueryBuilder } from 'kysely';
import { prepared } from '../../db/prepared';
import { withAdded } from '../../db/rows';
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

/** Which filters are present: the SQL's shape (a prepared query is compiled once per shape). */
const shapeOf = (q: ActionQuery) => ({
  staffId: q.staffId !== undefined,
  action: q.action !== undefined,
  targetType: q.targetType !== undefined,
  targetId: q.targetId !== undefined,
  from: q.from !== undefined,
  to: q.to !== undefined,
});
type FilterShape = ReturnType<typeof shapeOf>;

/**
 * The filters; every combination is served by one of the log's indexes (at, staff, action, target). Decides by
 * `shape` alone: the values are placeholders while a prepared query is built.
 */
function filtered(db: Executor, q: ActionQuery, shape: FilterShape) {
  let query: SelectQueryBuilder<Database, 'staff_action', object> = db.selectFrom('staff_action');
  if (shape.staffId) query = query.where('staff_id', '=', q.staffId!);
  if (shape.action) query = query.where('action', '=', q.action!);
  if (shape.targetType) query = query.where('target_type', '=', q.targetType!);
  if (shape.targetId) query = query.where('target_id', '=', q.targetId!);
  if (shape.from) query = query.where('at', '>=', q.from!);
  if (shape.to) query = query.where('at', '<', q.to!);
  return query;
}

/** Every key present (the prepared query's slots are the values' keys), undefined where the filter is absent. */
const valuesOf = (q: ActionQuery) => ({
  staffId: q.staffId,
  action: q.action,
  targetType: q.targetType,
  targetId: q.targetId,
  from: q.from,
  to: q.to,
});

const tallyCount = prepared((db: Executor, v: { staffId: number | undefined; action: string | undefined }, shape: FilterShape) => {
  let tally = db.selectFrom('staff_action_count').select((eb) => eb.fn.coalesce(eb.fn.sum<string>('n'), eb.lit(0)).as('n'));
  if (shape.staffId) tally = tally.where('staff_key', '=', v.staffId!);
  if (shape.action) tally = tally.where('action', '=', v.action!);
  return tally;
});

const filteredCount = prepared((db: Executor, v: ActionQuery, shape: FilterShape) =>
  filtered(db, v, shape).select((eb) => eb.fn.countAll<string>().as('n')),
);

/**
 * The filtered log's size. With no filter but the staff member or the action, the triggers' tally answers (a few
 * rows however long the log); a target or a day range is selective and counted off its index.
 */
export async function countActions(db: Executor, q: ActionQuery): Promise<number> {
  const shape = shapeOf(q);
  const row =
    !shape.targetType && !shape.targetId && !shape.from && !shape.to
      ? await tallyCount.first(db, { staffId: q.staffId, action: q.action }, shape)
      : await filteredCount.first(db, valuesOf(q), shape);
  if (!row) throw new Error('count query returned no row');
  return Number(row.n);
}

const actionPage = prepared((db: Executor, v: ActionQuery & { offset: number; limit: number }, shape: FilterShape) =>
  filtered(db, v, shape).select(COLUMNS).orderBy('at', 'desc').orderBy('id', 'desc').offset(v.offset).limit(v.limit),
);

export async function pageActions(db: Executor, q: ActionQuery, page: { offset: number; limit: number }) {
  const values = withAdded(valuesOf(q), { offset: page.offset, limit: page.limit });
  return actionPage.all(db, values, shapeOf(q));
}

export type ActionRecord = Awaited<ReturnType<typeof pageActions>>[number];

/** The rows after `after` in the log's order (newest first), for a streamed export. */
export async function actionsAfter(db: Executor, q: ActionQuery, after: ActionRecord | undefined, limit: number) {
  let query = filtered(db, q, shapeOf(q));
  if (after) query = query.where((eb) => eb.or([eb('at', '<', after.at), eb.and([eb('at', '=', after.at), eb('id', '<', after.id)])]));
  return query.select(COLUMNS).orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

const staffRow = prepared((db: Executor, v: { staffId: number }) => db.selectFrom('staff').select('id').where('id', '=', v.staffId));

/** Whether a staff id names an account (a filter by an unknown one is "not found", not an empty page). */
export async function staffExists(db: Executor, staffId: number): Promise<boolean> {
  return (await staffRow.first(db, { staffId })) !== undefined;
}

import { sql } from 'kysely';
import type { SortOrder } from '@contract/http.meta';
import { listOf, listValues, prepared } from '../../db/prepared';
import type { Executor } from '../../db/schema';
import { userNames } from '../login';
import { taskTerms } from '../tasks';
import { HIRED_STATUSES } from '@contract/candidates.meta';
import { PER_PERSON_REWARD_UNIT } from '@contract/orders.meta';
import { keysetAfter } from '../../db/sort';
import { withFields } from '../../db/rows';

/** The supplier's submissions (delivery record), overview statistics and commission. */

export interface RecordFilter {
  supplierId: number;
  /** A member's visible orders; null for the administrator (all the supplier's). */
  orderIds: number[] | null;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  taskId?: number;
  status?: string;
  keywordPattern?: string;
}

/** What the SQL of `filtered` depends on: which filters are present, how many visible orders (a prepared query is
 * compiled once per shape). */
function shapeOf(f: RecordFilter) {
  return {
    orders: f.orderIds === null ? null : Math.max(1, f.orderIds.length),
    from: f.from !== undefined,
    to: f.to !== undefined,
    task: f.taskId !== undefined,
    status: f.status !== undefined,
    keyword: f.keywordPattern !== undefined,
  };
}
type FilterShape = ReturnType<typeof shapeOf>;

/** The filter as prepared values; no visible order is one that cannot exist (-1), so it matches nothing. */
function valuesOf(f: RecordFilter) {
  const orderIds = f.orderIds === null ? [] : f.orderIds.length ? f.orderIds : [-1];
  return {
    supplierId: f.supplierId,
    from: f.from,
    to: f.to,
    taskId: f.taskId,
    status: f.status,
    keywordPattern: f.keywordPattern,
    ...listValues(orderIds),
  };
}
type FilterValues = ReturnType<typeof valuesOf>;

/** Decides by `shape` alone, so prepared queries can build it with placeholders for the values. */
function filtered(db: Executor, v: FilterValues, shape: FilterShape) {
  let q = db.selectFrom('candidate as c').where('c.supplier_id', '=', v.supplierId);
  if (shape.orders !== null) q = q.where('c.order_id', 'in', listOf(v as unknown as Record<string, number>, shape.orders));
  if (shape.from) q = q.where('c.created_at', '>=', v.from!);
  if (shape.to) q = q.where('c.created_at', '<', v.to!);
  if (shape.task) q = q.where('c.task_id', '=', v.taskId!);
  if (shape.status) q = q.where('c.status', '=', v.status!);
  if (shape.keyword) {
    const p = v.keywordPattern!;
    q = q.where((eb) => eb.or([eb('c.name', 'ilike', p), eb('c.mobile', 'like', p)]));
  }
  return q;
}

const recordCount = prepared((db: Executor, v: FilterValues, shape: FilterShape) =>
  filtered(db, v, shape).select((eb) => eb.fn.countAll<number>().as('n')),
);

/** The same count from the tally (migration 0023): for filters that name no row-level field (dates, task, keyword). */
const tallyCount = prepared((db: Executor, v: FilterValues, shape: FilterShape) => {
  let q = db.selectFrom('candidate_tally as t').where('t.supplier_id', '=', v.supplierId);
  if (shape.orders !== null) q = q.where('t.order_id', 'in', listOf(v as unknown as Record<string, number>, shape.orders));
  if (shape.status) q = q.where('t.status', '=', v.status!);
  return q.select(sql<string>`coalesce(sum(t.n), 0)`.as('n'));
});

export async function countRecords(db: Executor, f: RecordFilter): Promise<number> {
  const shape = shapeOf(f);
  const byTally = !shape.from && !shape.to && !shape.task && !shape.keyword;
  const row = await (byTally ? tallyCount : recordCount).first(db, valuesOf(f), shape);
  if (!row) throw new Error('count query returned no row');
  return Number(row.n);
}

const recordPage = prepared(
  (
    db: Executor,
    v: FilterValues & { offset: number; limit: number; afterId: number | undefined },
    shape: FilterShape & { after: boolean; order: SortOrder },
  ) => {
    let q = filtered(db, v, shape);
    if (shape.after) q = q.where(keysetAfter('candidate', 'c.created_at', shape.order, v.afterId));
    return q
      .select([
        'c.id',
        'c.order_id',
        'c.task_id',
        'c.name',
        'c.mobile',
        'c.sex',
        'c.age',
        'c.status',
        'c.created_at',
        'c.status_changed_at',
        'c.submitted_by',
      ])
      .orderBy('c.created_at', shape.order)
      .orderBy('c.id', shape.order)
      .offset(v.offset)
      .limit(v.limit);
  },
);

/**
 * By submission time, newest first unless `order` is asc, on (supplier_id, created_at desc, id desc) read either
 * way. `afterId`: the rows after that candidate in this order (keyset paging for the export: each batch starts
 * where the index left off instead of skipping `offset` rows); its time is read from the row itself, exact to the
 * microsecond, which a JavaScript Date is not.
 */
export async function pageRecords(
  db: Executor,
  f: RecordFilter,
  page: { offset: number; limit: number; afterId?: number },
  order: SortOrder = 'desc',
) {
  const values = { ...valuesOf(f), offset: page.offset, limit: page.limit, afterId: page.afterId };
  const rows = await recordPage.all(db, values, { ...shapeOf(f), after: page.afterId !== undefined, order });
  // The task's title and company, and the submitter's name: one query each to their modules, for the whole page.
  const tasks = await taskTerms(
    db,
    rows.map((r) => r.task_id),
  );
  const names = await userNames(
    db,
    rows.map((r) => r.submitted_by),
  );
  return rows.map((r) => {
    const t = tasks.get(r.task_id);
    return withFields(r, { title: t?.title ?? '', company_name: t?.company_name ?? '', user_name: names.get(r.submitted_by) ?? '' });
  });
}

/** Submissions per China-time period start (`date_trunc` in Asia/Shanghai's fixed +08). */
export async function submittedPerPeriod(db: Executor, f: RecordFilter, unit: 'day' | 'week' | 'month') {
  const period = sql<string>`to_char(date_trunc(${sql.lit(unit)}, c.created_at at time zone 'UTC' + interval '8 hours'), 'YYYY-MM-DD')`;
  return filtered(db, valuesOf(f), shapeOf(f))
    .select([period.as('period'), (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(period)
    .execute();
}

/** Moves into `statuses` per period, from the status log (a candidate counts in the period of its move). */
export async function movesPerPeriod(
  db: Executor,
  f: { supplierId: number; orderIds: number[] | null; from: Date; to: Date },
  statuses: string[],
  unit: 'day' | 'week' | 'month',
) {
  const period = sql<string>`to_char(date_trunc(${sql.lit(unit)}, l.created_at at time zone 'UTC' + interval '8 hours'), 'YYYY-MM-DD')`;
  let q = db
    .selectFrom('candidate_status_log as l')
    .where('l.supplier_id', '=', f.supplierId)
    .where('l.to_status', 'in', statuses)
    .where('l.created_at', '>=', f.from)
    .where('l.created_at', '<', f.to);
  if (f.orderIds !== null) {
    const ids = f.orderIds.length ? f.orderIds : [-1];
    q = q.where((eb) =>
      eb.exists(eb.selectFrom('candidate as c').select('c.id').whereRef('c.id', '=', 'l.candidate_id').where('c.order_id', 'in', ids)),
    );
  }
  return q
    .select(['l.to_status', period.as('period'), (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['l.to_status', period])
    .execute();
}

/** Candidates per task and status with the task's reward, for the commission. */
export async function rewardTotals(db: Executor, f: { supplierId: number; orderIds: number[] | null }) {
  let q = db.selectFrom('candidate as c').where('c.supplier_id', '=', f.supplierId);
  if (f.orderIds !== null) q = q.where('c.order_id', 'in', f.orderIds.length ? f.orderIds : [-1]);
  const rows = await q
    .select(['c.task_id', 'c.status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['c.task_id', 'c.status'])
    .orderBy('c.task_id')
    .execute();
  const tasks = await taskTerms(
    db,
    rows.map((r) => r.task_id),
  );
  return rows.flatMap((r) => {
    const t = tasks.get(r.task_id);
    return t ? [withFields(r, { title: t.title, reward_amount: t.reward_amount, reward_unit: t.reward_unit })] : [];
  });
}

/** Candidates that reached hired (hired, or left since) on tasks paid per person placed, with the task's reward. */
export async function hiredPerPerson(db: Executor, f: { supplierId: number; orderIds: number[] | null }) {
  let q = db
    .selectFrom('candidate as c')
    .where('c.supplier_id', '=', f.supplierId)
    .where('c.status', 'in', [...HIRED_STATUSES]);
  if (f.orderIds !== null) q = q.where('c.order_id', 'in', f.orderIds.length ? f.orderIds : [-1]);
  const hired = await q.select(['c.id', 'c.task_id']).execute();
  // The tasks' units and rewards from the tasks module, one query for all of them.
  const tasks = await taskTerms(
    db,
    hired.map((c) => c.task_id),
  );
  return hired.flatMap((c) => {
    const t = tasks.get(c.task_id);
    return t?.reward_unit === PER_PERSON_REWARD_UNIT ? [withFields(c, { reward_amount: t.reward_amount })] : [];
  });
}

import type { RewardUnit } from '@contract/tasks.meta';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { TASK_SORTS } from '@contract/tasks';
import { prepared } from '../../db/prepared';
import { withAdded } from '../../db/rows';
import type { Database, Executor } from '../../db/schema';
import { TASK_STATUS } from './status';

type TaskEb = ExpressionBuilder<Database, 'task'>;

/** The find-job filters, resolved: codes as sent, a position type already expanded to its subtree. */
export interface TaskSearch {
  /** Whitespace-separated words; each must occur in the title, the company or the description. */
  keywordTerms: string[];
  provinceCode?: string;
  cityCode?: string;
  districtCode?: string;
  /** Empty: the requested type does not exist, so nothing matches. */
  positionTypeIds?: number[];
  settlementType?: string;
  rewardUnit?: string;
  /** All of them must be present. */
  features: string[];
  sort: (typeof TASK_SORTS)[number];
}

/** What a task card shows; `collected` is the viewer's. */
export const SUMMARY_COLUMNS = [
  'task.id',
  'task.title',
  'task.company_name',
  'task.province_code',
  'task.city_code',
  'task.district_code',
  'task.position_type_id',
  'task.settlement_type',
  'task.reward_amount',
  'task.reward_unit',
  'task.features',
  'task.person_number',
  'task.taken_count',
  'task.publish_time',
] as const;

/** Whether `viewerId` collected the task; false for an anonymous viewer without touching the table. */
export function collectedBy(viewerId: number | null) {
  return (eb: TaskEb) =>
    viewerId === null
      ? sql<boolean>`false`.as('collected')
      : eb
          .exists(
            eb
              .selectFrom('task_collection as c')
              .select('c.task_id')
              .where('c.user_id', '=', viewerId)
              .whereRef('c.task_id', '=', 'task.id'),
          )
          .as('collected');
}

/** Escapes LIKE wildcards so a keyword of `%` or `_` matches itself. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A search as the values of a prepared query, and the shape its SQL depends on: which filters are present, how
 * many words need an ILIKE, how many position types, the sort, whether there is a viewer.
 */
function prepare(s: TaskSearch, viewerId: number | null) {
  const likes = s.keywordTerms.filter((w) => Array.from(w).length > 2).map((term) => `%${likeEscape(term)}%`);
  const values = {
    grams: s.keywordTerms.join(' '),
    provinceCode: s.provinceCode,
    cityCode: s.cityCode,
    districtCode: s.districtCode,
    settlementType: s.settlementType,
    rewardUnit: s.rewardUnit,
    features: s.features,
    viewerId,
    ...prefixed('like', likes),
    ...prefixed('position', s.positionTypeIds ?? []),
  };
  const shape = {
    keyword: s.keywordTerms.length > 0,
    likes: likes.length,
    provinceCode: Boolean(s.provinceCode),
    cityCode: Boolean(s.cityCode),
    districtCode: Boolean(s.districtCode),
    positions: s.positionTypeIds ? s.positionTypeIds.length : null,
    settlementType: Boolean(s.settlementType),
    rewardUnit: Boolean(s.rewardUnit),
    features: s.features.length > 0,
    sort: s.sort,
    viewer: viewerId !== null,
  };
  return { values, shape };
}
type Prepared = ReturnType<typeof prepare>;
type SearchValues = Prepared['values'];
type SearchShape = Prepared['shape'];

function prefixed<T>(prefix: string, items: readonly T[]): Record<string, T> {
  return Object.fromEntries(items.map((item, i) => [`${prefix}${i}`, item]));
}
const itemsOf = <T>(values: object, prefix: string, n: number): T[] =>
  Array.from({ length: n }, (_, i) => (values as Record<string, T>)[`${prefix}${i}`]!);

/**
 * The filters as SQL, decided by `shape` alone (the values are placeholders while a prepared query is built).
 * The gram containment is what the GIN index of migration 0004 answers. For a word of one or two characters
 * (most Chinese keywords) that is already exact: its only bigram is in the text exactly when the word is. A
 * longer word's grams may be scattered across the text, so an ILIKE confirms it, on the index's candidates only;
 * it is the costly part of a search, hence skipped where it cannot change the answer.
 */
function conditions(eb: TaskEb, v: SearchValues, shape: SearchShape): Expression<SqlBool>[] {
  const c: Expression<SqlBool>[] = [eb('task.status', '=', TASK_STATUS.open)];
  if (shape.keyword) {
    c.push(
      sql<SqlBool>`task_search_grams(task.title || ' ' || task.company_name || ' ' || task.description) @> task_search_grams(${v.grams})`,
    );
    for (const like of itemsOf<string>(v, 'like', shape.likes)) {
      c.push(
        eb.or([
          sql<SqlBool>`task.title ilike ${like} escape '\\'`,
          sql<SqlBool>`task.company_name ilike ${like} escape '\\'`,
          sql<SqlBool>`task.description ilike ${like} escape '\\'`,
        ]),
      );
    }
  }
  if (shape.provinceCode) c.push(eb('task.province_code', '=', v.provinceCode!));
  if (shape.cityCode) c.push(eb('task.city_code', '=', v.cityCode!));
  if (shape.districtCode) c.push(eb('task.district_code', '=', v.districtCode!));
  if (shape.positions !== null) {
    c.push(shape.positions ? eb('task.position_type_id', 'in', itemsOf<number>(v, 'position', shape.positions)) : sql<SqlBool>`false`);
  }
  if (shape.settlementType) c.push(eb('task.settlement_type', '=', v.settlementType!));
  if (shape.rewardUnit) c.push(eb('task.reward_unit', '=', v.rewardUnit! as RewardUnit));
  // Array containment, answered by the GIN index on features.
  if (shape.features) c.push(sql<SqlBool>`task.features @> ${v.features}::text[]`);
  return c;
}

const taskCount = prepared((db: Executor, v: SearchValues, shape: SearchShape) =>
  db
    .selectFrom('task')
    .where((eb) => eb.and(conditions(eb, v, shape)))
    .select((eb) => eb.fn.countAll<number>().as('n')),
);

export async function countTasks(db: Executor, s: TaskSearch): Promise<number> {
  const { values, shape } = prepare(s, null);
  const row = await taskCount.first(db, values, { ...shape, sort: 'newest', viewer: false });
  if (!row) throw new Error('count query returned no row');
  return Number(row.n);
}

/** Whether `viewerId` collected the task: false without a viewer, without touching the table. */
const collectedOf = (v: SearchValues, shape: SearchShape) => (eb: TaskEb) =>
  shape.viewer
    ? eb
        .exists(
          eb
            .selectFrom('task_collection as c')
            .select('c.task_id')
            .where('c.user_id', '=', v.viewerId!)
            .whereRef('c.task_id', '=', 'task.id'),
        )
        .as('collected')
    : sql<boolean>`false`.as('collected');

type PageValues = SearchValues & { offset: number; limit: number };
const sortKeyOf = (shape: SearchShape) => (shape.sort === 'reward' ? 'reward_amount' : 'publish_time');

/** One page in the requested order; `id desc` breaks ties so pages never overlap or skip. */
const taskPage = prepared((db: Executor, v: PageValues, shape: SearchShape) =>
  db
    .selectFrom('task')
    .where((eb) => eb.and(conditions(eb, v, shape)))
    .select(SUMMARY_COLUMNS)
    .select(collectedOf(v, shape))
    .orderBy(`task.${sortKeyOf(shape)}`, 'desc')
    .orderBy('task.id', 'desc')
    .offset(v.offset)
    .limit(v.limit),
);

/**
 * The same page, each row also carrying the number of matches (`count(*) over ()`), for a search that reads every
 * match anyway. The matches are ranked on the sort key and id alone, and the card's columns read for the page's
 * rows only: carrying every match's whole row through the count and the sort cost more than reading them.
 */
const countedTaskPage = prepared((db: Executor, v: PageValues, shape: SearchShape) => {
  const key = sortKeyOf(shape);
  const ranked = db
    .selectFrom('task')
    .where((eb) => eb.and(conditions(eb, v, shape)))
    .select(['task.id', `task.${key}`, sql<number>`count(*) over ()`.as('total')])
    .orderBy(`task.${key}`, 'desc')
    .orderBy('task.id', 'desc')
    .offset(v.offset)
    .limit(v.limit);
  return db
    .selectFrom(ranked.as('m'))
    .innerJoin('task', 'task.id', 'm.id')
    .select(SUMMARY_COLUMNS)
    .select(collectedOf(v, shape))
    .select('m.total')
    .orderBy(`m.${key}`, 'desc')
    .orderBy('m.id', 'desc');
});

type Page = { offset: number; limit: number; viewerId: number | null };

export async function pageTasks(db: Executor, s: TaskSearch, page: Page) {
  const { values, shape } = prepare(s, page.viewerId);
  return taskPage.all(db, withAdded(values, { offset: page.offset, limit: page.limit }), shape);
}

/**
 * A page and the number of matches. A keyword search finds its matches through the gram index and reads every one
 * of them to sort (no index gives that order), so one query counts them on the way instead of a second pass over
 * the same rows. Other searches read a page off an index in order and stop: counting on the way would read every
 * match, so they count separately (an index-only count), at the same time as the page, on another connection.
 */
export async function pageAndCountTasks(db: Executor, s: TaskSearch, page: Page): Promise<{ rows: TaskSummaryRow[]; total: number }> {
  if (s.keywordTerms.length === 0) {
    const [total, rows] = await Promise.all([countTasks(db, s), pageTasks(db, s, page)]);
    return { rows: page.offset >= total ? [] : rows, total };
  }
  const { values, shape } = prepare(s, page.viewerId);
  const rows = await countedTaskPage.all(db, withAdded(values, { offset: page.offset, limit: page.limit }), shape);
  if (rows.length > 0) return { rows, total: Number(rows[0]!.total) };
  return { rows, total: page.offset === 0 ? 0 : await countTasks(db, s) };
}

export type TaskSummaryRow = Awaited<ReturnType<typeof pageTasks>>[number];

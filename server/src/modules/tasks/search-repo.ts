import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { TASK_SORTS } from '@contract/tasks';
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
          .exists(eb.selectFrom('task_collection as c').select('c.task_id').where('c.user_id', '=', viewerId).whereRef('c.task_id', '=', 'task.id'))
          .as('collected');
}

/** Escapes LIKE wildcards so a keyword of `%` or `_` matches itself. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The filters as SQL. The gram containment is what the GIN index of migration 0004 answers. For a word of one
 * or two characters (most Chinese keywords) that is already exact: its only bigram is in the text exactly when
 * the word is. A longer word's grams may be scattered across the text, so an ILIKE confirms it, on the index's
 * candidates only; it is the costly part of a search, hence skipped where it cannot change the answer.
 */
function conditions(eb: TaskEb, s: TaskSearch): Expression<SqlBool>[] {
  const c: Expression<SqlBool>[] = [eb('task.status', '=', TASK_STATUS.open)];
  if (s.keywordTerms.length) {
    c.push(
      sql<SqlBool>`task_search_grams(task.title || ' ' || task.company_name || ' ' || task.description) @> task_search_grams(${s.keywordTerms.join(' ')})`,
    );
    for (const term of s.keywordTerms.filter((w) => Array.from(w).length > 2)) {
      const like = `%${likeEscape(term)}%`;
      c.push(
        eb.or([
          sql<SqlBool>`task.title ilike ${like} escape '\\'`,
          sql<SqlBool>`task.company_name ilike ${like} escape '\\'`,
          sql<SqlBool>`task.description ilike ${like} escape '\\'`,
        ]),
      );
    }
  }
  if (s.provinceCode) c.push(eb('task.province_code', '=', s.provinceCode));
  if (s.cityCode) c.push(eb('task.city_code', '=', s.cityCode));
  if (s.districtCode) c.push(eb('task.district_code', '=', s.districtCode));
  if (s.positionTypeIds) c.push(s.positionTypeIds.length ? eb('task.position_type_id', 'in', s.positionTypeIds) : sql<SqlBool>`false`);
  if (s.settlementType) c.push(eb('task.settlement_type', '=', s.settlementType));
  if (s.rewardUnit) c.push(eb('task.reward_unit', '=', s.rewardUnit));
  // Array containment, answered by the GIN index on features.
  if (s.features.length) c.push(sql<SqlBool>`task.features @> ${s.features}::text[]`);
  return c;
}

export async function countTasks(db: Executor, s: TaskSearch): Promise<number> {
  const row = await db
    .selectFrom('task')
    .where((eb) => eb.and(conditions(eb, s)))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page in the requested order; `id desc` breaks ties so pages never overlap or skip. */
export async function pageTasks(db: Executor, s: TaskSearch, page: { offset: number; limit: number; viewerId: number | null }) {
  const q = db
    .selectFrom('task')
    .where((eb) => eb.and(conditions(eb, s)))
    .select(SUMMARY_COLUMNS)
    .select(collectedBy(page.viewerId));
  const sorted = s.sort === 'reward' ? q.orderBy('task.reward_amount', 'desc') : q.orderBy('task.publish_time', 'desc');
  return sorted.orderBy('task.id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export type TaskSummaryRow = Awaited<ReturnType<typeof pageTasks>>[number];

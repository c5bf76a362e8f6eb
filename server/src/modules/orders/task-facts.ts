import type { Executor } from '../../db/schema';
import { userNames } from '../login';
import { membersAmong } from '../members';
import { taskTerms, tasksMatching, type TaskTerms } from '../tasks';
import * as repo from './repo';
import { withFields } from '../../db/rows';

/**
 * What the order screens show and search of other modules' rows — the task's title, company and reward (tasks),
 * people's names (login) — asked of their index.ts in one query per page, never per row.
 */

/**
 * A keyword as the orders' filter: the supplier's ordered tasks whose title or company matches. Bounded by the
 * tasks one supplier ordered (one indexed read of task_order), matched by the tasks module by primary key.
 */
export async function keywordTaskIds(db: Executor, supplierId: number, keywordPattern: string | undefined): Promise<number[] | undefined> {
  if (keywordPattern === undefined) return undefined;
  return tasksMatching(db, await repo.orderedTaskIds(db, supplierId), keywordPattern);
}

const NO_TERMS: TaskTerms = { title: '', company_name: '', reward_amount: 0, reward_unit: 'day', city_code: '', settlement_type: '' };

/** The rows with their task's terms (one query of the tasks module for all of them). */
export async function withTaskTerms<R extends { task_id: number }>(db: Executor, rows: R[]): Promise<(R & TaskTerms)[]> {
  const terms = await taskTerms(
    db,
    rows.map((r) => r.task_id),
  );
  return rows.map((r) => withFields(r, terms.get(r.task_id) ?? NO_TERMS));
}

/**
 * The orders' assignees who still are the supplier's members, with their names, and the names of everyone listed
 * (one query each, for the whole page). A removed member's assignment stays stored but is no longer shown.
 */
export async function assigneesAndNames(db: Executor, supplierId: number, orderIds: number[], alsoUserIds: number[]) {
  const stored = await repo.listAssignees(db, orderIds);
  const current = new Set(
    await membersAmong(
      db,
      supplierId,
      stored.map((a) => a.user_id),
    ),
  );
  const assignees = stored.filter((a) => current.has(a.user_id));
  const names = await userNames(db, [...alsoUserIds, ...assignees.map((a) => a.user_id)]);
  return { assignees: assignees.map((a) => withFields(a, { user_name: names.get(a.user_id) ?? '' })), names };
}

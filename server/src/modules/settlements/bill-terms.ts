import type { Executor } from '../../db/schema';
import { orderTakenTimes } from '../orders';
import { taskTerms, tasksMatching } from '../tasks';
import './schema';
import { withFields } from '../../db/rows';

/** What bills show of their task and order, asked of the tasks and orders modules (they own those tables). */

export interface TaskNames {
  title: string;
  company_name: string;
}

/** Adds what every read of a bill shows of its task and order (asked of the tasks and orders modules). */
export async function withTaskAndOrder<R extends { task_id: number; order_id: number }>(db: Executor, bill: R | undefined) {
  if (!bill) return undefined;
  const task = (await taskTerms(db, [bill.task_id])).get(bill.task_id);
  const takenAt = (await orderTakenTimes(db, [bill.order_id])).get(bill.order_id);
  if (!task || !takenAt) return undefined;
  return {
    ...bill,
    task_title: task.title,
    company_name: task.company_name,
    reward_unit: task.reward_unit,
    reward_amount: task.reward_amount,
    order_taken_at: takenAt,
  };
}

/** The bills with their task's title and company (one query of the tasks module for all of them). */
export async function withTaskNames<R extends { task_id: number }>(db: Executor, rows: R[]): Promise<(R & TaskNames)[]> {
  const tasks = await taskTerms(
    db,
    rows.map((r) => r.task_id),
  );
  return rows.map((r) => {
    const t = tasks.get(r.task_id);
    return withFields(r, { title: t?.title ?? '', company_name: t?.company_name ?? '' });
  });
}

/** Resolves a keyword to the supplier's billed tasks it matches (the tasks module matches titles and companies). */
export async function withKeywordTasks<F extends { supplierId: number; keywordPattern?: string }>(
  db: Executor,
  f: F,
): Promise<F & { keywordTaskIds?: number[] }> {
  if (f.keywordPattern === undefined) return f;
  const billed = await db
    .selectFrom('settlement')
    .select('task_id')
    .distinct()
    .where('supplier_id', '=', f.supplierId)
    .where('deleted_at', 'is', null)
    .execute();
  return {
    ...f,
    keywordTaskIds: await tasksMatching(
      db,
      billed.map((r) => r.task_id),
      f.keywordPattern,
    ),
  };
}

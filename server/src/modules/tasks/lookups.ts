import type { RewardUnit } from '@contract/tasks.meta';
import { sql } from 'kysely';
import { prepared } from '../../db/prepared';
import type { Executor } from '../../db/schema';

/** What other modules read of tasks (through index.ts): each one query over this module's tables, batched by ids. */

export interface TaskTerms {
  title: string;
  company_name: string;
  /** Integer fen per reward unit. */
  reward_amount: number;
  reward_unit: RewardUnit;
  city_code: string;
  settlement_type: string;
}

const termsOf = prepared((db: Executor, v: { ids: number[] }) =>
  db
    .selectFrom('task')
    .select(['id', 'title', 'company_name', 'reward_amount', 'reward_unit', 'city_code', 'settlement_type'])
    .where('id', '=', sql<number>`any(${v.ids})`),
);

/** Title, company, reward, city and settlement type of each task, by task id. */
export async function taskTerms(db: Executor, taskIds: number[]): Promise<Map<number, TaskTerms>> {
  if (taskIds.length === 0) return new Map();
  // Each object written out: a rest pattern (`{ id, ...terms }`) copies a driver row on V8's slow path, per row.
  const rows = await termsOf.all(db, { ids: [...new Set(taskIds)] });
  return new Map(
    rows.map((r) => [
      r.id,
      {
        title: r.title,
        company_name: r.company_name,
        reward_amount: r.reward_amount,
        reward_unit: r.reward_unit,
        city_code: r.city_code,
        settlement_type: r.settlement_type,
      },
    ]),
  );
}

const matching = prepared((db: Executor, v: { ids: number[]; pattern: string }) =>
  db
    .selectFrom('task')
    .select('id')
    .where('id', '=', sql<number>`any(${v.ids})`)
    .where((eb) => eb.or([eb('title', 'ilike', v.pattern), eb('company_name', 'ilike', v.pattern)])),
);

/** Of these tasks, the ones whose title or company matches the (LIKE-escaped) pattern. */
export async function tasksMatching(db: Executor, taskIds: number[], pattern: string): Promise<number[]> {
  if (taskIds.length === 0) return [];
  return (await matching.all(db, { ids: taskIds, pattern })).map((r) => r.id);
}

/** The task's interview sites, in their order. */
export async function taskSites(db: Executor, taskId: number) {
  return db
    .selectFrom('task_site')
    .select(['id', 'name', 'address', 'contact_name', 'contact_phone'])
    .where('task_id', '=', taskId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Whether the site is one of the task's. */
export async function isTaskSite(db: Executor, taskId: number, siteId: number): Promise<boolean> {
  return (
    (await db.selectFrom('task_site').select('id').where('task_id', '=', taskId).where('id', '=', siteId).executeTakeFirst()) !== undefined
  );
}

import type { Executor } from '../../db/schema';
import { COMPLAINT_STATUS } from './status';

/**
 * Files a complaint unless the supplier already has an open one on the task. The partial unique index of
 * migration 0004 decides, so two simultaneous complaints cannot both get in. Returns the new id, or null.
 */
export async function insertOpenComplaint(
  db: Executor,
  c: { taskId: number; supplierId: number; userId: number; reason: string; content: string; now: Date },
): Promise<number | null> {
  const row = await db
    .insertInto('task_complaint')
    .values({
      task_id: c.taskId,
      supplier_id: c.supplierId,
      user_id: c.userId,
      reason: c.reason,
      content: c.content,
      status: COMPLAINT_STATUS.open,
      created_at: c.now,
      handled_at: null,
    })
    .onConflict((oc) => oc.columns(['task_id', 'supplier_id']).where('status', '=', COMPLAINT_STATUS.open).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

import type { Executor } from '../../db/schema';

export interface StoredEvent {
  received_at: Date;
  request_id: string;
  user_id: number | null;
  type: string;
  page: string;
  target: string | null;
  client_time: Date;
  props: string | null;
}

/** One multi-row INSERT: a batch is stored whole or not at all. */
export async function insertEvents(db: Executor, events: StoredEvent[]): Promise<void> {
  await db.insertInto('tracking_event').values(events).execute();
}

export async function deleteReceivedBefore(db: Executor, before: Date): Promise<number> {
  const result = await db.deleteFrom('tracking_event').where('received_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

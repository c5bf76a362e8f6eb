import { sql, type Kysely } from 'kysely';

/** Who collected a task: a staff edit or close of it tells them, read by task (the primary key leads with the user). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index task_collection_task_idx on task_collection (task_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists task_collection_task_idx`.execute(db);
}

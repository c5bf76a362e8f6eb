import { migrateToLatest } from './migrate';
import type { Db } from './schema';
import { seedDatabase } from './seed';

/** What every start does before serving: newest schema, and the demo data on the very first start. */
export async function prepareDatabase(db: Db, now = new Date()): Promise<{ migrations: string[]; seeded: boolean }> {
  const migrations = await migrateToLatest(db);
  const seeded = await seedDatabase(db, now);
  return { migrations, seeded };
}

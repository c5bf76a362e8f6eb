import { sql } from 'kysely';
import { DEFAULT_SMS_RULES } from '../config';
import type { Db, Executor } from './schema';
import { seedDemoAudit } from './seed/audit';
import { insertTaskBatches, seedTaskCount } from './seed/bulk-tasks';
import { seedContent } from './seed/content';
import { seedDemoOrders } from './seed/demo-orders';
import { seedDemoResumes } from './seed/demo-resumes';
import { seedDemoInvitations } from './seed/members';
import { BANKS, enumRows, positionTypeRows, SYSTEM_PARAMS } from './seed/reference-data';
import { buildRegions } from './seed/regions';
import { seedDemoSupplier } from './seed/supplier';
import { buildTasks } from './seed/tasks';
import { seedDemoVerification } from './seed/verification';

const SEED_MARKER = 'seed_version';
const SEED_VERSION = '1';
/** Orders and candidates came later: a database seeded before them gets them on its next start. */
const ORDERS_SEED_MARKER = 'seed_orders_version';
const RESUMES_SEED_MARKER = 'seed_resumes_version';
const MEMBERS_SEED_MARKER = 'seed_members_version';
const AUDIT_SEED_MARKER = 'seed_audit_version';
const VERIFICATION_SEED_MARKER = 'seed_verification_version';
/** Any constant works; it only has to be the same for every app server seeding the same database. */
const SEED_LOCK_KEY = 7_412_031;

async function insertInChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function seedReference(trx: Executor): Promise<ReturnType<typeof buildRegions>> {
  const regions = buildRegions();
  await insertInChunks(regions, 500, (chunk) => trx.insertInto('region').values(chunk).execute());
  await trx.insertInto('position_type').values(positionTypeRows()).execute();
  await trx.insertInto('enum_item').values(enumRows()).execute();
  await trx.insertInto('bank').values(BANKS.map(([code, name], sort) => ({ code, name, sort }))).execute();
  const params = SYSTEM_PARAMS.map(([code, value, description]) => ({ code, value, description }));
  // Shown to users, so they must state the rules the server actually applies.
  for (const p of params) {
    if (p.code === 'sms_resend_interval') p.value = String(DEFAULT_SMS_RULES.resendIntervalSeconds);
    if (p.code === 'sms_code_ttl') p.value = String(DEFAULT_SMS_RULES.codeTtlSeconds);
  }
  await trx.insertInto('system_param').values(params).execute();
  return regions;
}

/**
 * Fills a freshly migrated database with reference data, content, about 200 tasks (SEED_TASKS), the demo supplier
 * and its orders and candidates (seed/demo-orders.ts).
 * Runs once: a marker row records it, and an advisory lock keeps two app servers starting together from
 * seeding twice. Everything is one transaction, so a failed seed leaves nothing behind and is retried on
 * the next start. Returns whether it seeded.
 */
export async function seedDatabase(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const marker = async (key: string) => (await trx.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst()) !== undefined;
    let seeded = false;
    if (!(await marker(SEED_MARKER))) {
      await seedBase(trx, now);
      await trx.insertInto('app_meta').values({ key: SEED_MARKER, value: SEED_VERSION, updated_at: now }).execute();
      seeded = true;
    }
    if (!(await marker(ORDERS_SEED_MARKER))) {
      await seedDemoOrders(trx, now);
      await trx.insertInto('app_meta').values({ key: ORDERS_SEED_MARKER, value: '1', updated_at: now }).execute();
      seeded = true;
    }
    // After the demo candidates: they get their resumes (a database seeded before gets them on its next start).
    if (!(await marker(RESUMES_SEED_MARKER))) {
      await seedDemoResumes(trx, now);
      await trx.insertInto('app_meta').values({ key: RESUMES_SEED_MARKER, value: '1', updated_at: now }).execute();
      seeded = true;
    }
    if (!(await marker(MEMBERS_SEED_MARKER))) {
      await seedDemoInvitations(trx, now);
      await trx.insertInto('app_meta').values({ key: MEMBERS_SEED_MARKER, value: '1', updated_at: now }).execute();
      seeded = true;
    }
    if (!(await marker(AUDIT_SEED_MARKER))) {
      await seedDemoAudit(trx, now);
      await trx.insertInto('app_meta').values({ key: AUDIT_SEED_MARKER, value: '1', updated_at: now }).execute();
      seeded = true;
    }
    if (!(await marker(VERIFICATION_SEED_MARKER))) {
      await seedDemoVerification(trx, now);
      await trx.insertInto('app_meta').values({ key: VERIFICATION_SEED_MARKER, value: '1', updated_at: now }).execute();
      seeded = true;
    }
    return seeded;
  });
}

async function seedBase(trx: Executor, now: Date): Promise<void> {
  const regions = await seedReference(trx);
  await insertTaskBatches(trx, buildTasks(regions, now, seedTaskCount()));
  // Statistics for the find-job planner at once: PGlite runs no autovacuum (and SEED_TASKS may be large).
  await sql`analyze task`.execute(trx);
  await seedContent(trx, now);
  await seedDemoSupplier(trx, now);
}

import { sql } from 'kysely';
import { DEFAULT_SMS_RULES } from '../config';
import type { Db, Executor } from '../db/schema';
import { seedDemoAudit } from './audit';
import { seedTaskCount } from './bulk-tasks';
import { seedAgreements } from './agreements';
import { seedContent } from './content';
import { seedDemoOrders } from './demo-orders';
import { seedDemoResumes } from './demo-resumes';
import { seedDemoInvitations } from './members';
import { seedDemoNotifications } from './notifications';
import { seedDemoSettlements } from './settlements';
import { BANKS, enumRows, positionTypeRows, SYSTEM_PARAMS } from './reference-data';
import { buildRegions } from './regions';
import { seedDemoSupplier } from './supplier';
import { seedSupplierCentre } from './supplier-centre';
import { buildTasks } from './tasks';
import { seedDemoVerification } from './verification';
import { insertReferenceData } from '../modules/reference';
import { analyzeTasks, insertTaskBatches } from '../modules/tasks';

/**
 * The demo data, in order: each step runs once, recorded by its marker row, so a database seeded before a later
 * step existed gets that step on its next start. Later steps may rely on earlier ones (orders before résumés,
 * agreements and bills; the company's bank accounts before its settlements).
 */
const SEED_STEPS: ReadonlyArray<{ marker: string; value?: string; run: (trx: Executor, now: Date) => Promise<void> }> = [
  { marker: 'seed_version', run: seedBase },
  { marker: 'seed_orders_version', run: seedDemoOrders },
  { marker: 'seed_resumes_version', run: seedDemoResumes },
  { marker: 'seed_verification_version', run: seedDemoVerification },
  { marker: 'seed_members_version', run: seedDemoInvitations },
  { marker: 'seed_supplier_centre_version', run: seedSupplierCentre },
  { marker: 'seed_audit_version', run: seedDemoAudit },
  { marker: 'seed_agreements_version', run: seedAgreements },
  // After the demo candidates and bank accounts: attendance and bills in every state.
  { marker: 'seed_settlements_version', run: seedDemoSettlements },
  { marker: 'seed_notifications_version', run: seedDemoNotifications },
];
/** Any constant works; it only has to be the same for every app server seeding the same database. */
const SEED_LOCK_KEY = 7_412_031;

async function seedReference(trx: Executor): Promise<ReturnType<typeof buildRegions>> {
  const regions = buildRegions();
  const params = SYSTEM_PARAMS.map(([code, value, description]) => ({ code, value, description }));
  // Shown to users, so they must state the rules the server actually applies.
  for (const p of params) {
    if (p.code === 'sms_resend_interval') p.value = String(DEFAULT_SMS_RULES.resendIntervalSeconds);
    if (p.code === 'sms_code_ttl') p.value = String(DEFAULT_SMS_RULES.codeTtlSeconds);
  }
  const banks = BANKS.map(([code, name], sort) => ({ code, name, sort }));
  await insertReferenceData(trx, { regions, positionTypes: positionTypeRows(), enums: enumRows(), banks, params });
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
    const marker = async (key: string) =>
      (await trx.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst()) !== undefined;
    let seeded = false;
    for (const step of SEED_STEPS) {
      if (await marker(step.marker)) continue;
      await step.run(trx, now);
      await trx
        .insertInto('app_meta')
        .values({ key: step.marker, value: step.value ?? '1', updated_at: now })
        .execute();
      seeded = true;
    }
    return seeded;
  });
}

async function seedBase(trx: Executor, now: Date): Promise<void> {
  const regions = await seedReference(trx);
  await insertTaskBatches(trx, buildTasks(regions, now, seedTaskCount()));
  // Statistics for the find-job planner at once: PGlite runs no autovacuum (and SEED_TASKS may be large).
  await analyzeTasks(trx);
  await seedContent(trx, now);
  await seedDemoSupplier(trx, now);
}

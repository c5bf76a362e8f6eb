import type { Insertable, Updateable } from 'kysely';
import type { StaffRole } from '@contract/platform/http.meta';
import { newestFirstPages } from '../../db/page';
import type { Executor } from '../../db/schema';
import type { StaffActionTable, StaffTable } from './schema';

const STAFF_COLUMNS = ['id', 'phone', 'name', 'role', 'created_at', 'updated_at', 'disabled_at'] as const;

export async function staffByPhone(db: Executor, phone: string) {
  return db.selectFrom('staff').select(STAFF_COLUMNS).where('phone', '=', phone).executeTakeFirst();
}

/** A staff row locked for a change (role, name, enabled). */
export async function lockStaff(db: Executor, id: number) {
  return db.selectFrom('staff').select(STAFF_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Inserts a staff account; undefined when the phone already has one. */
export async function insertStaff(db: Executor, row: Insertable<StaffTable>) {
  return db
    .insertInto('staff')
    .values(row)
    .onConflict((oc) => oc.column('phone').doNothing())
    .returning(STAFF_COLUMNS)
    .executeTakeFirst();
}

export async function updateStaff(db: Executor, id: number, set: Updateable<StaffTable>) {
  return db.updateTable('staff').set(set).where('id', '=', id).returning(STAFF_COLUMNS).executeTakeFirstOrThrow();
}

/** Enabled admins, locked: the last one cannot be disabled or demoted while another change to them waits. */
export async function lockEnabledAdmins(db: Executor): Promise<number[]> {
  const rows = await db
    .selectFrom('staff')
    .select('id')
    .where('role', '=', 'admin' satisfies StaffRole)
    .where('disabled_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

export interface StaffQuery {
  keyword?: string;
  role?: StaffRole;
  enabled?: boolean;
  offset: number;
  limit: number;
}

/* The staff list: the filters' values as values, which of them are present as the shape (prepared.ts). */
const staffPage = newestFirstPages(
  (
    db: Executor,
    v: { keyword: string | undefined; role: StaffRole | undefined },
    shape: { keyword: boolean; role: boolean; enabled: boolean | null },
  ) => {
    let query = db.selectFrom('staff');
    if (shape.keyword) query = query.where((eb) => eb.or([eb('name', 'ilike', v.keyword!), eb('phone', 'like', v.keyword!)]));
    if (shape.role) query = query.where('role', '=', v.role!);
    if (shape.enabled !== null) query = query.where('disabled_at', shape.enabled ? 'is' : 'is not', null);
    return query;
  },
  (p) => p.select(STAFF_COLUMNS),
);

export async function pageStaff(db: Executor, q: StaffQuery) {
  const shape = { keyword: Boolean(q.keyword), role: Boolean(q.role), enabled: q.enabled ?? null };
  return staffPage(db, { keyword: q.keyword, role: q.role }, shape, q);
}

export async function insertAction(db: Executor, row: Insertable<StaffActionTable>): Promise<void> {
  await db.insertInto('staff_action').values(row).execute();
}

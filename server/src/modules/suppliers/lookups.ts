import { sql } from 'kysely';
import { prepared } from '../../db/prepared';
import type { Executor } from '../../db/schema';
import * as repo from './repo';
import type { VerificationKind } from '@contract/verification.meta';

/** What other modules read and write of suppliers (through index.ts): each one query over this module's tables, batched by ids. */

export interface SupplierFacts {
  name: string;
  credit_code: string | null;
  supplier_type: VerificationKind;
  verify_status: number;
  disabled_at: Date | null;
}

const factsOf = prepared((db: Executor, v: { ids: number[] }) =>
  db
    .selectFrom('supplier')
    .select(['id', 'name', 'credit_code', 'supplier_type', 'verify_status', 'disabled_at'])
    .where('id', '=', sql<number>`any(${v.ids})`),
);

/** Each supplier's name, type, verification state and whether the platform disabled it, by id (an unknown id is absent). */
export async function suppliersByIds(db: Executor, supplierIds: readonly number[]): Promise<Map<number, SupplierFacts>> {
  const ids = [...new Set(supplierIds)];
  if (ids.length === 0) return new Map();
  // Written out, not `{ id, ...facts }`: a rest pattern copies a driver row on V8's slow path (every request reads one).
  const rows = await factsOf.all(db, { ids });
  return new Map(
    rows.map((r) => [
      r.id,
      {
        name: r.name,
        credit_code: r.credit_code,
        supplier_type: r.supplier_type,
        verify_status: r.verify_status,
        disabled_at: r.disabled_at,
      },
    ]),
  );
}

/** The supplier's facts, or undefined. */
export async function supplierById(db: Executor, supplierId: number): Promise<SupplierFacts | undefined> {
  return (await suppliersByIds(db, [supplierId])).get(supplierId);
}

/** Of these suppliers, the ones the platform has not disabled. */
export async function activeSupplierIds(db: Executor, supplierIds: readonly number[]): Promise<Set<number>> {
  const facts = await suppliersByIds(db, supplierIds);
  return new Set([...facts].filter(([, s]) => s.disabled_at === null).map(([id]) => id));
}

/**
 * The supplier's name and verify state, locked for the caller's transaction (NO KEY: rows that merely reference
 * the supplier are not held up).
 */
export async function lockSupplierNoKey(db: Executor, supplierId: number) {
  return db
    .selectFrom('supplier')
    .select(['id', 'name', 'verify_status', 'supplier_type'])
    .where('id', '=', supplierId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/** A new supplier row (its administrator's membership is the members module's); returns its id. */
export const insertSupplier = repo.insertSupplier;

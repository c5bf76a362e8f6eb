import { sql } from 'kysely';
import { newestFirstPage } from '../../db/page';
import type { Executor } from '../../db/schema';

/* The console's supplier list: every supplier (staff see them all), filtered and paged here. */

export interface SupplierListFilter {
  /** Part of the name (LIKE-escaped by the caller's pattern), or the whole credit code, or these suppliers (a member's phone). */
  keyword?: { pattern: string; creditCode: string; supplierIds: number[] };
  verifyStatus?: number;
  disabled?: boolean;
}

function filtered(db: Executor, f: SupplierListFilter) {
  let q = db.selectFrom('supplier');
  const k = f.keyword;
  if (k)
    q = q.where((eb) =>
      eb.or([
        eb('name', 'ilike', k.pattern),
        eb('credit_code', '=', k.creditCode),
        ...(k.supplierIds.length ? [eb('id', '=', sql<number>`any(${k.supplierIds})`)] : []),
      ]),
    );
  if (f.verifyStatus !== undefined) q = q.where('verify_status', '=', f.verifyStatus);
  if (f.disabled !== undefined) q = q.where('disabled_at', f.disabled ? 'is not' : 'is', null);
  return q;
}

const COLUMNS = ['id', 'name', 'credit_code', 'supplier_type', 'verify_status', 'disabled_at', 'created_at'] as const;

/** Newest first (by id); a page and the total of the same filter. */
export async function pageSuppliers(db: Executor, f: SupplierListFilter, pageNum: number, pageSize: number) {
  return newestFirstPage(filtered(db, f), (q) => q.select(COLUMNS), { offset: (pageNum - 1) * pageSize, limit: pageSize });
}

export async function findSupplierRow(db: Executor, id: number) {
  return db.selectFrom('supplier').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type SupplierRow = NonNullable<Awaited<ReturnType<typeof findSupplierRow>>>;

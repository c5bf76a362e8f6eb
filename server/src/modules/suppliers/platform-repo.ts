import { sql } from 'kysely';
import { newestFirstPages } from '../../db/page';
import type { Executor } from '../../db/schema';

/* The console's supplier list: every supplier (staff see them all), filtered and paged here. */

export interface SupplierListFilter {
  /** Part of the name (LIKE-escaped by the caller's pattern), or the whole credit code, or these suppliers (a member's phone). */
  keyword?: { pattern: string; creditCode: string; supplierIds: number[] };
  verifyStatus?: number;
  disabled?: boolean;
}

/** A filter as a prepared query's values (each key always present) and the shape its SQL depends on. */
function prepare(f: SupplierListFilter) {
  const k = f.keyword;
  const values = { pattern: k?.pattern, creditCode: k?.creditCode, supplierIds: k?.supplierIds, verifyStatus: f.verifyStatus };
  const shape = {
    keyword: k !== undefined,
    supplierIds: k !== undefined && k.supplierIds.length > 0,
    verifyStatus: f.verifyStatus !== undefined,
    disabled: f.disabled ?? null,
  };
  return { values, shape };
}
type Prepared = ReturnType<typeof prepare>;

const COLUMNS = ['id', 'name', 'credit_code', 'supplier_type', 'verify_status', 'disabled_at', 'created_at'] as const;

const suppliersPage = newestFirstPages(
  (db: Executor, v: Prepared['values'], shape: Prepared['shape']) => {
    let q = db.selectFrom('supplier');
    if (shape.keyword)
      q = q.where((eb) =>
        eb.or([
          eb('name', 'ilike', v.pattern!),
          eb('credit_code', '=', v.creditCode!),
          ...(shape.supplierIds ? [eb('id', '=', sql<number>`any(${v.supplierIds})`)] : []),
        ]),
      );
    if (shape.verifyStatus) q = q.where('verify_status', '=', v.verifyStatus!);
    if (shape.disabled !== null) q = q.where('disabled_at', shape.disabled ? 'is not' : 'is', null);
    return q;
  },
  (q) => q.select(COLUMNS),
);

/** Newest first (by id); a page and the total of the same filter. */
export async function pageSuppliers(db: Executor, f: SupplierListFilter, pageNum: number, pageSize: number) {
  const { values, shape } = prepare(f);
  return suppliersPage(db, values, shape, { offset: (pageNum - 1) * pageSize, limit: pageSize });
}

export async function findSupplierRow(db: Executor, id: number) {
  return db.selectFrom('supplier').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type SupplierRow = NonNullable<Awaited<ReturnType<typeof findSupplierRow>>>;

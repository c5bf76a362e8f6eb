import type { Executor } from '../../db/schema';

/** The orders of the supplier's candidates whose résumé is the file. */
export async function ordersWithResume(db: Executor, supplierId: number, fileId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('candidate')
    .select('order_id')
    .distinct()
    .where('supplier_id', '=', supplierId)
    .where('resume_file_id', '=', String(fileId))
    .execute();
  return rows.map((r) => r.order_id);
}

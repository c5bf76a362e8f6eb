import type { Insertable } from 'kysely';
import type { Database, Executor } from '../../db/schema';
import './schema';

/** The demo seed's way into the settlement tables (server/src/seed runs these in its one transaction). */

/** Attendance rows, 500 a statement. */
export async function insertAttendance(trx: Executor, rows: Insertable<Database['attendance']>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await trx
      .insertInto('attendance')
      .values(rows.slice(i, i + 500))
      .execute();
}

/** A bill's unit and its lines in order (the seed corrects and disputes them through the real services). */
export async function billForSeed(db: Executor, settlementId: number) {
  const { unit } = await db.selectFrom('settlement').select('unit').where('id', '=', settlementId).executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('settlement_line')
    .select(['id', 'candidate_id', 'quantity_centi', 'deduction_fen', 'gross_fen'])
    .where('settlement_id', '=', settlementId)
    .orderBy('id')
    .execute();
  return { unit, lines };
}

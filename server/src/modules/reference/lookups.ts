import { sql } from 'kysely';
import type { Executor } from '../../db/schema';

/** What other modules read of reference data (through index.ts), through their own executor (a transaction's). */

/** These regions (an unknown code is absent). */
export async function regionsByCode(db: Executor, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .selectFrom('region')
    .select(['code', 'name', 'level', 'parent_code'])
    .where('code', '=', sql<string>`any(${codes}::text[])`)
    .execute();
}

/** Whether the region has regions under it (a city with districts). */
export async function hasChildRegions(db: Executor, code: string): Promise<boolean> {
  return (await db.selectFrom('region').select('code').where('parent_code', '=', code).limit(1).executeTakeFirst()) !== undefined;
}

/** Each bank's name, by code (an unknown code is absent). */
export async function bankNames(db: Executor, codes: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('bank')
    .select(['code', 'name'])
    .where('code', '=', sql<string>`any(${unique}::text[])`)
    .execute();
  return new Map(rows.map((r) => [r.code, r.name]));
}

/** The city's, the position type's and the reward unit's names (a task reminder's text). */
export async function taskReferenceNames(db: Executor, cityCode: string, positionTypeId: number, rewardUnit: string) {
  const [city, position, unit] = await Promise.all([
    db.selectFrom('region').select('name').where('code', '=', cityCode).executeTakeFirst(),
    db.selectFrom('position_type').select(['name', 'parent_id']).where('id', '=', positionTypeId).executeTakeFirst(),
    db.selectFrom('enum_item').select('label').where('type', '=', 'rewardUnit').where('code', '=', rewardUnit).executeTakeFirst(),
  ]);
  return {
    cityName: city?.name ?? '',
    positionName: position?.name ?? '',
    positionParentId: position?.parent_id ?? null,
    unitLabel: unit?.label ?? rewardUnit,
  };
}

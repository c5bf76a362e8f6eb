import type { Insertable } from 'kysely';
import type { Database, Executor } from '../../db/schema';
import './schema';

/** The demo seed's way into the reference tables (server/src/seed runs it in its one transaction). */

export interface ReferenceRows {
  regions: Insertable<Database['region']>[];
  positionTypes: Insertable<Database['position_type']>[];
  enums: Insertable<Database['enum_item']>[];
  banks: Insertable<Database['bank']>[];
  params: Insertable<Database['system_param']>[];
}

/** Regions (500 a statement), position types, enum labels, banks and system parameters. */
export async function insertReferenceData(trx: Executor, r: ReferenceRows): Promise<void> {
  for (let i = 0; i < r.regions.length; i += 500)
    await trx
      .insertInto('region')
      .values(r.regions.slice(i, i + 500))
      .execute();
  await trx.insertInto('position_type').values(r.positionTypes).execute();
  await trx.insertInto('enum_item').values(r.enums).execute();
  await trx.insertInto('bank').values(r.banks).execute();
  await trx.insertInto('system_param').values(r.params).execute();
}

/** The code of the region of that level and name (one of them should names repeat), or undefined. */
export async function regionCodeByName(db: Executor, level: number, name: string): Promise<string | undefined> {
  return (await db.selectFrom('region').select('code').where('level', '=', level).where('name', '=', name).executeTakeFirst())?.code;
}

/** A district by name with its city and province codes, or undefined. */
export async function districtByName(db: Executor, name: string) {
  return db
    .selectFrom('region as d')
    .innerJoin('region as c', 'c.code', 'd.parent_code')
    .select(['d.code as district', 'c.code as city', 'c.parent_code as province'])
    .where('d.name', '=', name)
    .where('d.level', '=', 3)
    .executeTakeFirst();
}

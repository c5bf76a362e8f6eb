import type { Executor } from '../../db/schema';

export async function listRegions(db: Executor) {
  return db.selectFrom('region').select(['code', 'name', 'level', 'parent_code']).orderBy('level').orderBy('sort').execute();
}

export async function listPositionTypes(db: Executor) {
  return db.selectFrom('position_type').select(['id', 'name', 'parent_id']).orderBy('sort').orderBy('id').execute();
}

export async function listEnumItems(db: Executor, types: readonly string[] | undefined) {
  let q = db.selectFrom('enum_item').select(['type', 'code', 'label']).orderBy('type').orderBy('sort');
  if (types) q = q.where('type', 'in', types);
  return q.execute();
}

export async function listBanks(db: Executor) {
  return db.selectFrom('bank').select(['code', 'name']).orderBy('sort').execute();
}

export async function findSystemParam(db: Executor, code: string) {
  return db.selectFrom('system_param').select(['code', 'value', 'description']).where('code', '=', code).executeTakeFirst();
}

/** A prefecture-level city by code or name. */
export async function findCity(db: Executor, codeOrName: string) {
  return db
    .selectFrom('region')
    .select(['code', 'name', 'parent_code'])
    .where('level', '=', 2)
    .where((eb) => eb.or([eb('code', '=', codeOrName), eb('name', '=', codeOrName)]))
    .orderBy('code')
    .executeTakeFirst();
}

export async function findDistrict(db: Executor, cityCode: string, codeOrName: string) {
  return db
    .selectFrom('region')
    .select(['code', 'name'])
    .where('parent_code', '=', cityCode)
    .where((eb) => eb.or([eb('code', '=', codeOrName), eb('name', '=', codeOrName)]))
    .executeTakeFirst();
}

/** A leaf position type (e.g. 普工), by id or by name. */
export async function findPositionType(db: Executor, idOrName: string) {
  const id = /^\d{1,9}$/.test(idOrName) ? Number(idOrName) : -1;
  return db
    .selectFrom('position_type')
    .select(['id', 'name'])
    .where('parent_id', 'is not', null)
    .where((eb) => eb.or([eb('id', '=', id), eb('name', '=', idOrName)]))
    .executeTakeFirst();
}

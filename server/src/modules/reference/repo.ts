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

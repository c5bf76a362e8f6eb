import type { Executor, NewTask } from '../../db/schema';

/** Task storage. The find-job and take-order calls (a later issue) add their queries here. */
export async function insertTask(db: Executor, task: NewTask): Promise<number> {
  const row = await db.insertInto('task').values(task).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

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

export async function listEnum(db: Executor, type: string) {
  return db.selectFrom('enum_item').select(['code', 'label']).where('type', '=', type).orderBy('sort').execute();
}

import { sql } from 'kysely';
import type { Executor } from '../../db/schema';
import { prepared } from '../../db/prepared';
import './schema';

/** A key per supplier is created one at a time, so the live-key cap holds under concurrent creates. */
const CREATE_LOCK = 240_024;

export async function lockSupplierKeys(trx: Executor, supplierId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${CREATE_LOCK}, ${supplierId})`.execute(trx);
}

export async function countLive(db: Executor, supplierId: number): Promise<number> {
  const row = await db
    .selectFrom('api_key')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('supplier_id', '=', supplierId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertKey(
  db: Executor,
  k: { supplierId: number; name: string; prefix: string; keyHash: string; scopes: string[]; createdBy: number; now: Date },
) {
  return db
    .insertInto('api_key')
    .values({
      supplier_id: k.supplierId,
      name: k.name,
      prefix: k.prefix,
      key_hash: k.keyHash,
      scopes: k.scopes,
      created_by: k.createdBy,
      created_at: k.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The supplier's keys, newest first. Tenant isolation: always filtered by the caller's supplier. */
export async function listKeys(db: Executor, supplierId: number) {
  return db.selectFrom('api_key').selectAll().where('supplier_id', '=', supplierId).orderBy('id', 'desc').execute();
}

/** One key of the supplier, row-locked; another supplier's id finds nothing. */
export async function lockKey(trx: Executor, supplierId: number, keyId: number) {
  return trx.selectFrom('api_key').selectAll().where('id', '=', keyId).where('supplier_id', '=', supplierId).forUpdate().executeTakeFirst();
}

/** Conditional: only a live key is revoked (false when it already was). */
export async function revokeKey(trx: Executor, keyId: number, by: number, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable('api_key')
    .set({ revoked_at: now, revoked_by: by })
    .where('id', '=', keyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Read on every call made with a key (so a revoke acts at once on every app server): prepared. */
const byHash = prepared((db: Executor, v: { keyHash: string }) =>
  db.selectFrom('api_key').select(['id', 'supplier_id', 'name', 'prefix', 'scopes', 'revoked_at']).where('key_hash', '=', v.keyHash),
);

export const findByHash = (db: Executor, keyHash: string) => byHash.first(db, { keyHash });

/** `last_used_at` to the minute: written at most once a minute per key, not on every call. */
export async function touchKey(db: Executor, keyId: number, now: Date): Promise<void> {
  await db
    .updateTable('api_key')
    .set({ last_used_at: now })
    .where('id', '=', keyId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', new Date(now.getTime() - 60_000))]))
    .execute();
}

import { sql } from 'kysely';
import type { Executor } from '../../db/schema';
import './schema';

export interface AuditQuery {
  supplierId: number;
  action?: string;
  actorUserId?: number;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  /** Entries whose actor or target is one of these users: a keyword matched by the login module (list.ts). */
  personIds?: number[];
}

/** The supplier's entries only (tenant isolation); names and phones are the login module's, added after. */
function filtered(db: Executor, q: AuditQuery) {
  let query = db.selectFrom('supplier_audit as a').where('a.supplier_id', '=', q.supplierId);
  if (q.action) query = query.where('a.action', '=', q.action);
  if (q.actorUserId !== undefined) query = query.where('a.actor_user_id', '=', q.actorUserId);
  if (q.from) query = query.where('a.created_at', '>=', q.from);
  if (q.to) query = query.where('a.created_at', '<', q.to);
  const ids = q.personIds;
  if (ids) {
    query = query.where((eb) =>
      eb.or([
        eb('a.actor_user_id', '=', sql<number>`any(${ids}::integer[])`),
        eb('a.target_user_id', '=', sql<number>`any(${ids}::integer[])`),
      ]),
    );
  }
  return query;
}

/** Everyone who acted or was acted on in the supplier's trail (a keyword's candidates; the people of one company). */
export async function peopleInTrail(db: Executor, supplierId: number): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    select actor_user_id as id from supplier_audit where supplier_id = ${supplierId} and actor_user_id is not null
    union select target_user_id from supplier_audit where supplier_id = ${supplierId} and target_user_id is not null`.execute(db);
  return rows.rows.map((r) => r.id);
}

export async function countEntries(db: Executor, q: AuditQuery): Promise<number> {
  const row = await filtered(db, q)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first; the id breaks ties between entries of the same instant. */
export async function pageEntries(db: Executor, q: AuditQuery, window: { offset: number; limit: number }) {
  return filtered(db, q)
    .select(['a.id', 'a.action', 'a.detail', 'a.client_ip', 'a.created_at', 'a.actor_user_id', 'a.target_user_id'])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}

/** Whether `userId` acted in the supplier's trail. */
export async function actedIn(db: Executor, supplierId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('supplier_audit')
    .select(sql.lit(1).as('x'))
    .where('supplier_id', '=', supplierId)
    .where('actor_user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

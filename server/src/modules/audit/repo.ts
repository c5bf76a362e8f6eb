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
  keywordPattern?: string;
}

/** The supplier's entries only (tenant isolation), with the actor's and the target's names and phones. */
function filtered(db: Executor, q: AuditQuery) {
  let query = db
    .selectFrom('supplier_audit as a')
    .leftJoin('app_user as actor', 'actor.id', 'a.actor_user_id')
    .leftJoin('app_user as target', 'target.id', 'a.target_user_id')
    .where('a.supplier_id', '=', q.supplierId);
  if (q.action) query = query.where('a.action', '=', q.action);
  if (q.actorUserId !== undefined) query = query.where('a.actor_user_id', '=', q.actorUserId);
  if (q.from) query = query.where('a.created_at', '>=', q.from);
  if (q.to) query = query.where('a.created_at', '<', q.to);
  const pattern = q.keywordPattern;
  if (pattern) {
    query = query.where((eb) =>
      eb.or([
        eb('actor.user_name', 'ilike', pattern),
        eb('actor.phone', 'like', pattern),
        eb('target.user_name', 'ilike', pattern),
        eb('target.phone', 'like', pattern),
      ]),
    );
  }
  return query;
}

export async function countEntries(db: Executor, q: AuditQuery): Promise<number> {
  const row = await filtered(db, q).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first; the id breaks ties between entries of the same instant. */
export async function pageEntries(db: Executor, q: AuditQuery, window: { offset: number; limit: number }) {
  return filtered(db, q)
    .select([
      'a.id',
      'a.action',
      'a.detail',
      'a.client_ip',
      'a.created_at',
      'a.actor_user_id',
      'actor.user_name as actor_name',
      'actor.phone as actor_phone',
      'target.user_name as target_name',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();
}

/** Whether `userId` belongs to the supplier now or acted in its trail before (a member who has left). */
export async function knownActor(db: Executor, supplierId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(eb.selectFrom('supplier_member').select(sql.lit(1).as('x')).where('supplier_id', '=', supplierId).where('user_id', '=', userId)),
          eb.exists(eb.selectFrom('supplier_audit').select(sql.lit(1).as('x')).where('supplier_id', '=', supplierId).where('actor_user_id', '=', userId)),
        ])
        .as('known'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.known);
}

import { sql } from 'kysely';
import type { Executor } from '../../db/schema';

/** Every query is filtered by the caller's supplier: another supplier's id finds nothing. */

const SUBSCRIPTION_COLUMNS = ['id', 'url', 'events', 'enabled', 'created_at', 'updated_at'] as const;

/** Serialises one supplier's subscription writes: the supplier row's lock would be another module's table. */
export async function lockSupplierSubscriptions(trx: Executor, supplierId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(24, ${supplierId})`.execute(trx);
}

export async function countSubscriptions(db: Executor, supplierId: number): Promise<number> {
  const row = await db
    .selectFrom('webhook_subscription')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('supplier_id', '=', supplierId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertSubscription(
  db: Executor,
  s: { supplierId: number; url: string; events: string[]; secret: string; userId: number; at: Date },
) {
  return db
    .insertInto('webhook_subscription')
    .values({
      supplier_id: s.supplierId,
      url: s.url,
      events: s.events,
      secret: s.secret,
      enabled: true,
      created_by: s.userId,
      created_at: s.at,
      updated_at: s.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function listSubscriptions(db: Executor, supplierId: number) {
  return db
    .selectFrom('webhook_subscription')
    .select(SUBSCRIPTION_COLUMNS)
    .where('supplier_id', '=', supplierId)
    .orderBy('id', 'desc')
    .execute();
}

export function findSubscription(db: Executor, supplierId: number, id: number) {
  return db
    .selectFrom('webhook_subscription')
    .select(SUBSCRIPTION_COLUMNS)
    .where('supplier_id', '=', supplierId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function updateSubscription(
  db: Executor,
  supplierId: number,
  id: number,
  set: { url?: string; events?: string[]; enabled?: boolean; secret?: string; at: Date },
) {
  const { at, ...rest } = set;
  return db
    .updateTable('webhook_subscription')
    .set({ ...rest, updated_at: at })
    .where('supplier_id', '=', supplierId)
    .where('id', '=', id)
    .returning(SUBSCRIPTION_COLUMNS)
    .executeTakeFirst();
}

export async function deleteSubscription(db: Executor, supplierId: number, id: number): Promise<boolean> {
  const res = await db.deleteFrom('webhook_subscription').where('supplier_id', '=', supplierId).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

const DELIVERY_COLUMNS = [
  'd.id',
  'd.event_id',
  'e.type',
  'd.attempts',
  'd.status',
  'd.response_status',
  'd.created_at',
  'd.last_attempt_at',
  'd.next_attempt_at',
  'd.redelivery_of',
  'd.subscription_id',
] as const;

export async function pageDeliveries(db: Executor, supplierId: number, subscriptionId: number, page: { offset: number; limit: number }) {
  const base = db
    .selectFrom('webhook_delivery as d')
    .where('d.supplier_id', '=', supplierId)
    .where('d.subscription_id', '=', subscriptionId);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .innerJoin('webhook_event as e', 'e.id', 'd.event_id')
      .select(DELIVERY_COLUMNS)
      .orderBy('d.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}

export function findDelivery(db: Executor, supplierId: number, id: number) {
  return db
    .selectFrom('webhook_delivery as d')
    .innerJoin('webhook_event as e', 'e.id', 'd.event_id')
    .select(DELIVERY_COLUMNS)
    .where('d.supplier_id', '=', supplierId)
    .where('d.id', '=', id)
    .executeTakeFirst();
}

export type DeliveryRow = NonNullable<Awaited<ReturnType<typeof findDelivery>>>;

export function listAttempts(db: Executor, supplierId: number, deliveryId: number) {
  return db
    .selectFrom('webhook_attempt')
    .select(['id', 'attempt_no', 'started_at', 'duration_ms', 'succeeded', 'response_status', 'response_body', 'error'])
    .where('supplier_id', '=', supplierId)
    .where('delivery_id', '=', deliveryId)
    .orderBy('id')
    .execute();
}

/** A new delivery of the delivery's event to its subscription, due now. */
export async function insertRedelivery(db: Executor, supplierId: number, of: { id: number; event_id: string; subscription_id: number }) {
  const row = await db
    .insertInto('webhook_delivery')
    .values({ supplier_id: supplierId, subscription_id: of.subscription_id, event_id: of.event_id, redelivery_of: of.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Retention: finished deliveries (succeeded or given up) created before `before`, their attempts (cascade), and
 * the events no delivery refers to any more. A pending delivery stays: its worker may hold it.
 */
export async function deleteFinishedBefore(db: Executor, before: Date): Promise<{ deliveries: number; events: number }> {
  const deliveries = await db
    .deleteFrom('webhook_delivery')
    .where('status', '<>', 'pending')
    .where('created_at', '<', before)
    .executeTakeFirst();
  const events = await db
    .deleteFrom('webhook_event')
    .where('created_at', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('webhook_delivery as d').select('d.id').whereRef('d.event_id', '=', 'webhook_event.id'))),
    )
    .executeTakeFirst();
  return { deliveries: Number(deliveries.numDeletedRows), events: Number(events.numDeletedRows) };
}

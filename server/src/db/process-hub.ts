import { EventEmitter } from 'node:events';

/**
 * One in-process event hub per database handle. On PGlite the database lives in one process (ops commands reach
 * it over the ops socket and run on the same handle), so a signal emitted here is the whole story; on PostgreSQL
 * the app servers hear each other through LISTEN/NOTIFY and the hub only shortens the way within one server.
 * Users name their own events: the notices bus emits `signals`, the webhook outbox `wake`.
 */
const hubs = new WeakMap<object, EventEmitter>();
export function processHub(db: object): EventEmitter {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new EventEmitter();
    hub.setMaxListeners(0);
    hubs.set(db, hub);
  }
  return hub;
}

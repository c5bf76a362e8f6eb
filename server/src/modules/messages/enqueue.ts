import { sql } from 'kysely';
import type { Executor } from '../../db/schema';
import { EventEmitter } from 'node:events';
import { userContacts } from '../login';
import { digestDayOf, KIND_OF_TYPE } from './content';
import { channelsOfUsers } from './preferences';
import * as repo from './repo';

/** The PostgreSQL channel the message workers LISTEN on; NOTIFY inside a transaction is delivered at its commit. */
export const MESSAGE_CHANNEL = 'message_outbox';

/**
 * Wakes this process's message workers (PGlite is one process; on PostgreSQL NOTIFY reaches the others). One hub
 * per process, as the writer holds only its transaction: a worker of another database in the same process (tests)
 * wakes for nothing and finds nothing due.
 */
export const messageHub = new EventEmitter().setMaxListeners(0);

/** A notice just written, as the messages module needs it. */
export interface WrittenNotice {
  id: number;
  userId: number;
  supplierId: number;
  type: string;
  title: string;
  body: string;
  link: string | null;
}

/**
 * Inside the notice's own transaction: one outbox row per (notice, member, channel) the member chose — SMS to
 * the account's phone, e-mail only to a verified address — and an item for the member's daily digest when they
 * take one. A notice that rolls back leaves none; one that commits is sent even if this process dies right after.
 */
export async function enqueueNoticeMessages(trx: Executor, notices: readonly WrittenNotice[], now: Date): Promise<void> {
  if (notices.length === 0) return;
  const userIds = [...new Set(notices.map((n) => n.userId))];
  const [channels, contacts] = await Promise.all([channelsOfUsers(trx, userIds), userContacts(trx, userIds)]);
  const rows: repo.OutboxDraft[] = [];
  const digest: Parameters<typeof repo.insertDigestItems>[1] = [];
  for (const n of notices) {
    const contact = contacts.get(n.userId);
    const chosen = channels.get(n.userId);
    if (!contact || contact.disabled || !chosen) continue;
    const base = { supplier_id: n.supplierId, user_id: n.userId, notice_id: n.id, subject: n.title, body: n.body, link: n.link };
    const kind = KIND_OF_TYPE.get(n.type);
    if (kind && chosen[kind].sms) rows.push({ ...base, kind, channel: 'sms', recipient: contact.phone });
    if (kind && chosen[kind].email && contact.email) rows.push({ ...base, kind, channel: 'email', recipient: contact.email });
    if (chosen.daily_digest.email && contact.email) {
      digest.push({
        user_id: n.userId,
        supplier_id: n.supplierId,
        digest_day: digestDayOf(now),
        title: n.title,
        body: n.body,
        link: n.link,
        created_at: now,
      });
    }
  }
  await repo.insertDigestItems(trx, digest);
  if ((await repo.insertOutbox(trx, rows)) > 0) await wakeWorkers(trx);
}

/** NOTIFY at commit (other servers), and this process's worker at once (its claim waits for the commit). */
export async function wakeWorkers(trx: Executor): Promise<void> {
  await sql`select pg_notify(${MESSAGE_CHANNEL}, '')`.execute(trx);
  messageHub.emit('wake');
}

import { MESSAGE_KIND_LABELS } from '@contract/notifications.meta';
import type { Ctx } from '../../ctx';
import { userContacts } from '../login';
import { lastDueDigestDay, portalLink } from './content';
import { wakeWorkers } from './enqueue';
import { channelsOfUsers } from './preferences';
import * as repo from './repo';
import { myUserInfoPath } from '@contract/routes';

/**
 * The daily digest: from 18:00 Beijing time, each member who takes it gets one e-mail of that day's notices
 * (and of any earlier day whose digest is still unwritten). One outbox row per member and day — a unique index —
 * so every app server may run this and each member still gets one; the worker then sends it like any message.
 * Returns how many digests it wrote.
 */
export async function sendDueDigests(ctx: Ctx): Promise<number> {
  const settings = ctx.config.messages;
  const portalUrl = settings?.portalUrl ?? 'http://localhost:8080';
  const due = await repo.digestsDue(ctx.db, lastDueDigestDay(ctx.clock()));
  let written = 0;
  for (const { user_id: userId, digest_day: day } of due) {
    written += await ctx.db.transaction().execute(async (trx) => {
      const [contacts, channels, items] = await Promise.all([
        userContacts(trx, [userId]),
        channelsOfUsers(trx, [userId]),
        repo.digestItems(trx, userId, day),
      ]);
      const contact = contacts.get(userId);
      const wanted = channels.get(userId)?.daily_digest.email && contact?.email && !contact.disabled;
      const subject = `${MESSAGE_KIND_LABELS.daily_digest.replace(/（.*）/, '')}：${day} 共 ${items.length} 条消息`;
      const body = items.map((i, n) => `${n + 1}. ${i.title}\n${i.body}\n${portalLink(portalUrl, i.link)}`).join('\n\n');
      // A member who turned the digest off (or lost the address) since: the day is closed as failed, not sent.
      const inserted = await repo.insertDigest(trx, {
        supplier_id: items[0]?.supplier_id ?? null,
        user_id: userId,
        notice_id: null,
        kind: 'daily_digest',
        channel: 'email',
        recipient: contact?.email ?? '-',
        subject,
        body,
        link: myUserInfoPath('messages'),
        digest_day: day,
        ...(wanted ? {} : { status: 'failed' as const, provider_answer: '已关闭每日汇总或未验证邮箱，未发送' }),
      });
      if (inserted && wanted) await wakeWorkers(trx);
      return inserted && wanted ? 1 : 0;
    });
  }
  return written;
}

import type { NoticeType } from '@contract/notifications.meta';
import type { Db } from '../../src/db/schema';
import type { Clock } from '../../src/lib/clock';
import { setUserEmail } from '../../src/modules/login';
import { createNotificationService } from '../../src/modules/notifications';
import { noticeAudiences } from '../../src/notice-audiences';
import type { TestApp } from './test-app';

export const noticesOf = (o: { db: Db; clock: Clock }) =>
  createNotificationService({
    db: o.db,
    clock: o.clock,
    audiences: noticeAudiences,
  });

/** Writes one notice to members the way a module does (its own transaction), through `db` (any app server's). */
export async function notifyMembers(
  o: { db: Db; clock: Clock },
  supplierId: number,
  userIds: number[],
  type: NoticeType = 'settlement_issued',
  text: { title?: string; body?: string; link?: string | null } = {},
): Promise<void> {
  const notices = noticesOf(o);
  await notices.withNotices(async (trx, add) =>
    add(
      await notices.notify(trx, [
        {
          supplierId,
          userIds,
          type,
          objectId: 1,
          title: text.title ?? '结算单已出具',
          body: text.body ?? '5 月结算单 ¥1,200.00 待确认',
          link: text.link === undefined ? '/workbench/settlementManagement' : text.link,
        },
      ]),
    ),
  );
}

/** Gives the user a verified address without the code round trip (the e-mail tests cover that). */
export const verifiedEmail = (t: TestApp, userId: number, email: string) => setUserEmail(t.db, userId, email, t.clock());

export const outboxOf = (t: { db: Db }, userId: number) =>
  t.db
    .selectFrom('message_outbox')
    .select(['id', 'kind', 'channel', 'recipient', 'status', 'attempts', 'provider_answer', 'subject'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

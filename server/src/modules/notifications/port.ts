import type { Db, Executor } from '../../db/schema';
import type { NoticeSignal } from './bus';
import type { NotificationService } from './service';

/** What a module that reports its changes needs of the notifications module. */
export type NoticePort = Pick<NotificationService, 'withNotices' | 'notify' | 'notifyMembers' | 'changed'>;

type Work<T> = (trx: Executor, add: (signals: NoticeSignal[]) => void) => Promise<T>;

/**
 * The transaction a change and its notices share, pushed live once it committed. Without a notification service
 * (seed data, a few unit tests) the change runs in a plain transaction, or in the caller's when `db` already is
 * one (the demo seed's), and nobody hears of it.
 */
export function withNoticesOf(db: Db, notices: Pick<NotificationService, 'withNotices'> | undefined) {
  const silent = <T>(work: Work<T>) =>
    db.isTransaction ? work(db, () => undefined) : db.transaction().execute((trx) => work(trx, () => undefined));
  return <T>(work: Work<T>): Promise<T> => (notices ? notices.withNotices(work) : silent(work));
}

import type { Db, Executor } from '../../db/schema';
import type { NoticeSignal } from './bus';
import type { NotificationService } from './service';

/** What a module that reports its changes needs of the notifications module. */
export type NoticePort = Pick<NotificationService, 'withNotices' | 'notify' | 'notifyMembers' | 'changed'>;

type Work<T> = (trx: Executor, add: (signals: NoticeSignal[]) => void) => Promise<T>;

/**
 * The transaction a change and its notices share, pushed live once it committed. Without a notification service
 * (seed data, a few unit tests) the change runs in a plain transaction and nobody hears of it.
 */
export function withNoticesOf(db: Db, notices: Pick<NotificationService, 'withNotices'> | undefined) {
  return <T>(work: Work<T>): Promise<T> => (notices ? notices.withNotices(work) : db.transaction().execute((trx) => work(trx, () => undefined)));
}

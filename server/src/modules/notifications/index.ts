/**
 * The notifications module: per-user notices within a supplier (the bell), task-reminder settings, and the live
 * channel. Other modules write notices inside their own transaction with `notify` / `taskPublished` /
 * `orderEvent` and call `publish` after it commits (or use `withNotices`, which does both).
 */
export {
  createNotificationService,
  noticeNotFound,
  type MemberAudience,
  type NoticeContent,
  type NoticeInput,
  type NotificationService,
  type TaskPublished,
} from './service';
export { notificationRoutes } from './routes';
export { installWebsocket, noticeSocketRoutes, type NoticeSocketOptions } from './socket';
export { announceStaffChange, NOTICE_CHANNEL, staffChange, subscribe as subscribeToNotices, type NoticeSignal } from './bus';
export { type NoticePort, withNoticesOf } from './port';
export type { NoticeAudiences, Recipient } from './audiences';
export { insertNotices, insertRemindSetting } from './demo-seed';
export { deleteReadBefore as purgeReadNotices } from './repo';

import * as notifications from '@contract/notifications';
import { json, type RouteEntry } from '../../http/operation';
import { noticeList, readNotices, unreadCount } from './inbox';
import { selectTaskRemind, settingTaskRemind } from './remind-settings';

/** The bell and the reminder settings; the live channel is installed beside them (socket.ts). */
export const notificationRoutes: RouteEntry[] = [
  json(notifications.selectTaskRemind, selectTaskRemind),
  json(notifications.settingTaskRemind, settingTaskRemind),
  json(notifications.noticeList, noticeList),
  json(notifications.unreadCount, unreadCount),
  json(notifications.readNotices, readNotices),
];

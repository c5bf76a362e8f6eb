import type { FastifyInstance } from 'fastify';
import * as notifications from '@contract/notifications';
import type { Authenticator } from '../../http/auth';
import { registerEndpoint } from '../../http/route';
import type { NotificationService } from './service';

export function notificationRoutes(app: FastifyInstance, authenticate: Authenticator, service: NotificationService): void {
  registerEndpoint(app, authenticate, notifications.selectTaskRemind, ({ auth }) => service.getSetting(auth));
  registerEndpoint(app, authenticate, notifications.settingTaskRemind, ({ body, auth }) => service.saveSetting(body, auth));
  registerEndpoint(app, authenticate, notifications.noticeList, ({ body, auth }) => service.list(body, auth));
  registerEndpoint(app, authenticate, notifications.unreadCount, ({ auth }) => service.unreadCount(auth));
  registerEndpoint(app, authenticate, notifications.readNotices, ({ body, auth }) => service.read(body, auth));
}

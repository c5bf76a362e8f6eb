import * as notifications from '@contract/notifications';
import { json, type RouteEntry } from '../../http/operation';
import { messageLog } from './log';
import { channelList, channelSave } from './preferences';

export const messageRoutes: RouteEntry[] = [
  json(notifications.channelList, channelList),
  json(notifications.channelSave, channelSave),
  json(notifications.messageLog, messageLog),
];

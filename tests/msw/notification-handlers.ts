import { ws } from 'msw';
import { notifications } from '@contract/index';
import type { ChannelSetting, MessageLogItem, Notice, NoticeSocketMessage } from '@contract/notifications';
import { MESSAGE_DEFAULTS, MESSAGE_KIND_LABELS, MESSAGE_KINDS } from '@contract/notifications.meta';
import { ok, onCall } from './contract';

export function notice(over: Partial<Notice> = {}): Notice {
  return {
    id: 'n1',
    kind: 'task_remind',
    type: 'task_published',
    objectId: '1',
    title: '新任务：上海普工',
    body: '上海市 · 普工 · 25.00 元/小时',
    link: '/findJob/workDetail/1',
    read: false,
    createdAt: '2026-11-23T09:30:00+08:00',
    ...over,
  };
}

/** 消息设置 as the server answers it before the member chose anything. */
export const defaultChannels = (): ChannelSetting[] =>
  MESSAGE_KINDS.map((kind) => ({ kind, label: MESSAGE_KIND_LABELS[kind], inApp: true as const, ...MESSAGE_DEFAULTS[kind] }));

export const messageLogItem = (over: Partial<MessageLogItem> = {}): MessageLogItem => ({
  id: '1',
  kind: 'bill_issued',
  kindLabel: '结算单已出具',
  channel: 'sms',
  recipient: '138****8000',
  userName: '张经理',
  subject: '结算单已出具',
  status: 'sent',
  attempts: 1,
  providerAnswer: 'Ok',
  createdAt: '2026-11-23T09:30:00+08:00',
  lastAttemptAt: '2026-11-23T09:30:01+08:00',
  ...over,
});

export const DEFAULT_NOTICES = [
  notice(),
  notice({
    id: 'n2',
    kind: 'order_status',
    type: 'order_distributed',
    objectId: '3',
    title: '新订单分配：深圳电子厂',
    link: null,
    read: true,
  }),
];

/** The live channel (jsdom's origin): answers a valid auth message with `ready`, as the gateway does. */
export const noticeSocket = ws.link('ws://*/api/jy-turing-suppliers/ws');

export const send = (client: { send(data: string): void }, m: NoticeSocketMessage) => client.send(JSON.stringify(m));

/** Default answers for the bell and the 任务提醒 tab; tests replace them with server.use(). */
export const notificationHandlers = [
  onCall(notifications.unreadCount, () => ok({ unreadCount: 1 })),
  onCall(notifications.noticeList, () => ok({ list: DEFAULT_NOTICES, total: 2, pageNum: 1, pageSize: 10, unreadCount: 1 })),
  onCall(notifications.readNotices, () => ok({ updated: 1, unreadCount: 0 })),
  onCall(notifications.selectTaskRemind, () =>
    ok({ enabled: false, cityCodes: [], positionTypeIds: [], rewardFloor: 0, rewardUnit: null }),
  ),
  onCall(notifications.settingTaskRemind, ({ body }) =>
    ok({
      enabled: body.enabled,
      cityCodes: body.cityCodes ?? [],
      positionTypeIds: body.positionTypeIds ?? [],
      rewardFloor: body.rewardFloor ?? 0,
      rewardUnit: body.rewardUnit ?? null,
    }),
  ),
  onCall(notifications.channelList, () => ok({ list: defaultChannels() })),
  onCall(notifications.channelSave, ({ body }) =>
    ok({ kind: body.kind, label: MESSAGE_KIND_LABELS[body.kind], inApp: true, sms: body.sms, email: body.email }),
  ),
  onCall(notifications.channelOverview, () =>
    ok({
      list: [
        {
          userId: 'u-1',
          userName: '张经理',
          phone: '138****8000',
          emailVerified: true,
          channels: defaultChannels().map(({ kind, sms, email }) => ({ kind, sms, email })),
        },
      ],
    }),
  ),
  onCall(notifications.messageLog, () => ok({ list: [messageLogItem()], total: 1, pageNum: 1, pageSize: 30 })),
  noticeSocket.addEventListener('connection', ({ client }) => {
    client.addEventListener('message', (event) => {
      const m = JSON.parse(String(event.data)) as { type?: string; token?: string };
      if (m.type === 'auth' && m.token) send(client, { type: 'ready', unreadCount: 1 });
      else client.close(4401, 'E000401');
    });
  }),
];

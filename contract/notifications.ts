import { z } from 'zod';
import { empty, endpoint, id, page, pageRequest, storable } from './http';
import {
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  NOTICE_KINDS,
  NOTICE_PATHS,
  NOTICE_TYPES,
  TASK_REMIND_LIMITS,
  type LiveTopic,
  type NoticeType,
} from './notifications.meta';
import { rewardUnit } from './tasks';
import { REWARD_UNITS } from './tasks.meta';

export * from './notifications.meta';

export const noticeKind = z.enum(NOTICE_KINDS);
export const noticeType = z.enum(NOTICE_TYPES as [NoticeType, ...NoticeType[]]);

export const notice = z.object({
  id: z.string(),
  kind: noticeKind,
  /** The change it reports (NOTICE_TYPE_KINDS). */
  type: noticeType,
  /** The id of the object it is about (task, order, candidate, bill, supplier, agreement, member), or null. */
  objectId: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  /** An in-app path (`/workDetail/12`, `/order?…`), or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});

/** The caller's own notices within their supplier, newest first; `unreadOnly` hides the read ones. */
export const noticeList = endpoint({
  path: NOTICE_PATHS.list,
  request: z.strictObject({ unreadOnly: z.boolean('必须是 true 或 false').default(false), ...pageRequest }),
  response: page(notice).extend({ unreadCount: z.number().int() }),
});

export const unreadCount = endpoint({
  path: NOTICE_PATHS.unreadCount,
  request: empty,
  response: z.object({ unreadCount: z.number().int() }),
});

/** Marks the named notices (all of them the caller's, else "not found" and nothing changes) or all as read. */
export const readNotices = endpoint({
  path: NOTICE_PATHS.read,
  request: z
    .strictObject({
      ids: z
        .array(id)
        .min(1, '至少选择一条通知')
        .max(TASK_REMIND_LIMITS.readIdsMax, `一次最多 ${TASK_REMIND_LIMITS.readIdsMax} 条`)
        .optional(),
      all: z.literal(true, 'all 只能是 true').optional(),
    })
    .refine((r) => (r.ids === undefined) !== (r.all === undefined), '请指定要标为已读的通知（ids）或全部（all），二者选一'),
  response: z.object({ updated: z.number().int(), unreadCount: z.number().int() }),
});

export const taskRemindSetting = z.object({
  enabled: z.boolean(),
  /** Prefecture-level city codes; empty means every city. */
  cityCodes: z.array(z.string()),
  /** Position type ids; empty means every position type. */
  positionTypeIds: z.array(z.string()),
  /** Integer fen; 0 means no floor. */
  rewardFloor: z.number().int(),
  /** With a unit, only tasks paid in that unit and at least the floor match; without one, the floor compares amounts of any unit. */
  rewardUnit: rewardUnit.nullable(),
});

export const selectTaskRemind = endpoint({
  path: NOTICE_PATHS.selectTaskRemind,
  request: empty,
  response: taskRemindSetting,
});

export const settingTaskRemind = endpoint({
  path: NOTICE_PATHS.settingTaskRemind,
  request: z.strictObject({
    enabled: z.boolean('必须是 true 或 false'),
    cityCodes: z
      .array(
        storable()
          .trim()
          .regex(/^\d{6}$/, '城市代码应为 6 位数字'),
      )
      .max(TASK_REMIND_LIMITS.cityCodesMax, `最多选择 ${TASK_REMIND_LIMITS.cityCodesMax} 个城市`)
      .default([]),
    positionTypeIds: z
      .array(id)
      .max(TASK_REMIND_LIMITS.positionTypeIdsMax, `最多选择 ${TASK_REMIND_LIMITS.positionTypeIdsMax} 个岗位类型`)
      .default([]),
    rewardFloor: z
      .number('佣金下限应为数字（分）')
      .int('佣金下限应为整数（分）')
      .min(0, '佣金下限不能为负数')
      .max(TASK_REMIND_LIMITS.rewardFloorMax, `佣金下限不能超过 ${TASK_REMIND_LIMITS.rewardFloorMax / 100} 元`)
      .default(0),
    rewardUnit: z
      .enum(REWARD_UNITS, { error: (issue) => `${String(issue.input)} 不是可选的计薪单位，可选：${REWARD_UNITS.join('、')}` })
      .nullable()
      .optional(),
  }),
  response: taskRemindSetting,
});

/** Messages of the live channel (NOTICE_SOCKET_PATH). */
export type NoticeSocketMessage =
  | { type: 'ready'; unreadCount: number }
  | { type: 'notice'; notice: Notice; unreadCount: number }
  | { type: 'unread'; unreadCount: number }
  | { type: 'changed'; topic: LiveTopic }
  | { type: 'ended'; errorCode: string; message: string };

export type Notice = z.infer<typeof notice>;
export type NoticeListRequest = z.input<typeof noticeList.request>;
export type TaskRemindSetting = z.infer<typeof taskRemindSetting>;
export type TaskRemindSettingInput = z.input<typeof settingTaskRemind.request>;

export const messageKind = z.enum(MESSAGE_KINDS, { error: (issue) => `${String(issue.input)} 不是可设置的消息类型` });

/** One kind of message and the channels the caller receives it on (站内 is always on). */
export const channelSetting = z.object({
  kind: messageKind,
  label: z.string(),
  inApp: z.literal(true),
  sms: z.boolean(),
  email: z.boolean(),
});

/** The caller's channels for every kind (个人中心 → 消息设置), defaults where they have not chosen. */
export const channelList = endpoint({
  path: NOTICE_PATHS.channelList,
  request: empty,
  response: z.object({ list: z.array(channelSetting) }),
});

/** Sets one kind's channels; an unknown kind, or SMS for the e-mail-only digest, changes nothing. */
export const channelSave = endpoint({
  path: NOTICE_PATHS.channelSave,
  request: z.strictObject({
    kind: messageKind,
    sms: z.boolean('短信开关必须是 true 或 false'),
    email: z.boolean('邮件开关必须是 true 或 false'),
  }),
  response: channelSetting,
});

/** The administrator's view: which member receives what, by kind (the member's phone masked). */
export const channelOverview = endpoint({
  path: NOTICE_PATHS.channelOverview,
  request: empty,
  response: z.object({
    list: z.array(
      z.object({
        userId: z.string(),
        userName: z.string(),
        phone: z.string(),
        emailVerified: z.boolean(),
        channels: z.array(z.object({ kind: messageKind, sms: z.boolean(), email: z.boolean() })),
      }),
    ),
  }),
});

export const messageLogItem = z.object({
  id: z.string(),
  kind: z.string(),
  kindLabel: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  /** Masked: 138****0000, z***@example.com. */
  recipient: z.string(),
  userName: z.string(),
  subject: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int(),
  /** What the SMS provider or the mail server answered last (or why the attempt failed). */
  providerAnswer: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
});

/** 消息记录: the messages sent to the supplier's members, newest first (the administrator only). */
export const messageLog = endpoint({
  path: NOTICE_PATHS.messageLog,
  request: z.strictObject({
    channel: z.enum(MESSAGE_CHANNELS, '渠道只能是 sms 或 email').optional(),
    status: z.enum(MESSAGE_STATUSES, '状态只能是 pending、sent 或 failed').optional(),
    ...pageRequest,
  }),
  response: page(messageLogItem),
});

export type ChannelSetting = z.infer<typeof channelSetting>;
export type MessageLogItem = z.infer<typeof messageLogItem>;

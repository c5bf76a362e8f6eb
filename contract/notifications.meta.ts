/** Notices and task-reminder settings, without zod: the SPA's bell and settings form and the server alike. */

/** What a notice is about, in broad groups (the bell's label). */
export const NOTICE_KINDS = [
  'task_remind',
  'task_change',
  'order_status',
  'candidate_status',
  'settlement',
  'verification',
  'agreement',
  'member',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = {
  task_remind: '任务提醒',
  task_change: '任务变更',
  order_status: '订单动态',
  candidate_status: '候选人动态',
  settlement: '结算通知',
  verification: '认证结果',
  agreement: '协议签署',
  member: '成员变动',
};

/**
 * The change a notice reports, and its group. A notice carries its `type` and `objectId` (the id of the object
 * it links to: task, order, candidate, bill, supplier, agreement or member), so an open page that shows that
 * object can re-read it.
 */
export const NOTICE_TYPE_KINDS = {
  task_published: 'task_remind',
  task_updated: 'task_change',
  task_closed: 'task_change',
  order_distributed: 'order_status',
  order_status: 'order_status',
  candidate_status: 'candidate_status',
  settlement_issued: 'settlement',
  settlement_resolved: 'settlement',
  settlement_corrected: 'settlement',
  settlement_paid: 'settlement',
  settlement_failed: 'settlement',
  verification_approved: 'verification',
  verification_rejected: 'verification',
  partial_contract: 'agreement',
  framework_agreement: 'agreement',
  member_joined: 'member',
  member_removed: 'member',
  member_permissions: 'member',
  admin_transferred: 'member',
} as const satisfies Record<string, NoticeKind>;
export type NoticeType = keyof typeof NOTICE_TYPE_KINDS;
export const NOTICE_TYPES = Object.keys(NOTICE_TYPE_KINDS) as NoticeType[];

/** Notice types after which the member's own session changed (permissions, role, membership): re-read login info. */
export const SESSION_NOTICE_TYPES: readonly NoticeType[] = [
  'member_permissions',
  'admin_transferred',
  'member_removed',
  'verification_approved',
  'verification_rejected',
];

/**
 * Changes that raise no notice but that open pages must follow: a member renamed (the members list, the header's
 * user) and the company's profile edited (企业信息, the header's company). The socket pushes `{type:'changed',
 * topic}` to every open session of the supplier, which re-reads that data.
 */
export const LIVE_TOPICS = ['member', 'company'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

export const NOTICE_PATHS = {
  list: '/pc_notice/auth/list',
  unreadCount: '/pc_notice/auth/unread_count',
  read: '/pc_notice/auth/read',
  selectTaskRemind: '/pc_suppliers_center/auth/select_task_remind',
  settingTaskRemind: '/pc_suppliers_center/auth/setting_task_remind',
  channelList: '/pc_notice/auth/channel_list',
  channelSave: '/pc_notice/auth/channel_save',
  channelOverview: '/pc_notice/auth/channel_overview',
  messageLog: '/pc_notice/auth/message_log',
} as const;

/**
 * The live channel: a WebSocket on the gateway at API base + this path. The client authenticates with its
 * first message `{type:'auth', token, suppliersId}` (never in the URL, so no access log carries it) and sends
 * the same message again after every token refresh; the server answers `{type:'ready', unreadCount}` and then
 * pushes `{type:'notice', notice, unreadCount}`.
 */
export const NOTICE_SOCKET_PATH = '/ws';

/** Close codes the server ends a socket with; the reason is the envelope code (E000008 …) where there is one. */
export const NOTICE_SOCKET_CLOSE = {
  /** No, a malformed or a forged token, or no auth message in time. */
  unauthorized: 4401,
  /** The access token expired: refresh, then connect again. */
  tokenExpired: 4420,
  /** The session ended (revoked, disabled, removed …): do not reconnect. */
  sessionEnded: 4403,
  /** More than NOTICE_SOCKET_MESSAGES_PER_SECOND messages other than `auth` in one second (reason E000429); reconnect after a pause. */
  tooManyMessages: 4429,
} as const;

/** A client sends `auth` (refreshed tokens) and nothing else; beyond this many other messages a second the socket is closed. */
export const NOTICE_SOCKET_MESSAGES_PER_SECOND = 10;

/**
 * A socket's session is re-checked on every push (so at once when a membership event reaches the member), every
 * minute and on each auth message. When it ended, the server first sends `{type:'ended', errorCode, message}`
 * (E000022: 「您已被移出 {企业名称}」), then closes with `sessionEnded`.
 */
export { REMOVED_MESSAGE_PREFIX } from './http.meta';

/** The SPA applies pushed notices in batches at most this often (a flood stays one re-render, one refetch per tag). */
export const NOTICE_BATCH_MS = 250;
/** At most this many notices of one batch pop up; the rest are summed up in one. */
export const NOTICE_POPUPS_PER_BATCH = 3;

/** How long a fresh socket may stay silent before its auth message. */
export const NOTICE_SOCKET_AUTH_TIMEOUT_MS = 5_000;
/** The SPA polls the unread count this often while the socket is down. */
export const NOTICE_POLL_INTERVAL_MS = 30_000;

export const TASK_REMIND_LIMITS = {
  cityCodesMax: 20,
  positionTypeIdsMax: 20,
  /** Integer fen: 100 000 yuan. */
  rewardFloorMax: 10_000_000,
  /** Ids one read call may name. */
  readIdsMax: 100,
} as const;

/** How many notices the bell's dropdown shows. */
export const BELL_LIST_SIZE = 10;

/**
 * What a member can choose to receive outside the portal (个人中心 → 消息设置), each with its channels: 站内
 * (always on), 短信 and 邮件. Each kind covers one or more notice types; the daily digest is one e-mail a day of
 * the day's notices.
 */
export const MESSAGE_KINDS = [
  'bill_issued',
  'bill_paid',
  'payout_failed',
  'bill_resolved',
  'verification',
  'candidate_status',
  'order_distributed',
  'member_changed',
  'agreement_version',
  'task_matched',
  'daily_digest',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  bill_issued: '结算单已出具',
  bill_paid: '结算单已付款',
  payout_failed: '付款失败',
  bill_resolved: '异议处理结果或更正结算单',
  verification: '企业认证结果',
  candidate_status: '候选人状态变化',
  order_distributed: '订单分配给我',
  member_changed: '成员加入或移出',
  agreement_version: '框架协议新版本',
  task_matched: '匹配的新任务',
  daily_digest: '每日消息汇总（18:00 邮件）',
};

/** The notice types each kind covers (a type not listed here stays in the portal only). */
export const MESSAGE_KIND_TYPES: Record<Exclude<MessageKind, 'daily_digest'>, readonly NoticeType[]> = {
  bill_issued: ['settlement_issued'],
  bill_paid: ['settlement_paid'],
  payout_failed: ['settlement_failed'],
  bill_resolved: ['settlement_resolved', 'settlement_corrected'],
  verification: ['verification_approved', 'verification_rejected'],
  candidate_status: ['candidate_status'],
  order_distributed: ['order_distributed'],
  member_changed: ['member_joined', 'member_removed'],
  agreement_version: ['framework_agreement'],
  task_matched: ['task_published'],
};

/** Until a member chooses: money and verification by SMS; e-mail for what concerns them directly; no digest. */
export const MESSAGE_DEFAULTS: Record<MessageKind, { sms: boolean; email: boolean }> = {
  bill_issued: { sms: true, email: true },
  bill_paid: { sms: true, email: true },
  payout_failed: { sms: true, email: true },
  bill_resolved: { sms: true, email: true },
  verification: { sms: true, email: true },
  candidate_status: { sms: false, email: false },
  order_distributed: { sms: false, email: true },
  member_changed: { sms: false, email: true },
  agreement_version: { sms: false, email: true },
  task_matched: { sms: false, email: false },
  daily_digest: { sms: false, email: false },
};

/** The daily digest has no SMS: one e-mail a day. */
export const EMAIL_ONLY_KINDS: readonly MessageKind[] = ['daily_digest'];

export const MESSAGE_CHANNELS = ['sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = { sms: '短信', email: '邮件' };

export const MESSAGE_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = { pending: '发送中', sent: '已发送', failed: '发送失败' };

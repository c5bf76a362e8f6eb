/** Notices and task-reminder settings, without zod: the SPA's bell and settings form and the server alike. */

/** What a notice is about. `settlement` is written by the settlements module. */
export const NOTICE_KINDS = ['task_remind', 'order_status', 'candidate_status', 'settlement'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = {
  task_remind: '任务提醒',
  order_status: '订单动态',
  candidate_status: '候选人动态',
  settlement: '结算通知',
};

export const NOTICE_PATHS = {
  list: '/pc_notice/auth/list',
  unreadCount: '/pc_notice/auth/unread_count',
  read: '/pc_notice/auth/read',
  selectTaskRemind: '/pc_suppliers_center/auth/select_task_remind',
  settingTaskRemind: '/pc_suppliers_center/auth/setting_task_remind',
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
} as const;

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

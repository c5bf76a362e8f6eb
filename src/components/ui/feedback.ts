/** How long feedback stays (spec §9): toasts 3 s, notifications 4.5 s, a passing notice (a success) 1.5 s. */
export const FEEDBACK = {
  messageSeconds: 3,
  notificationSeconds: 4.5,
  /** Notifications sit top right, this many px from the edge. */
  notificationOffset: 24,
  noticeSeconds: 1.5,
} as const;

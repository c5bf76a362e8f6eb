import { z } from 'zod';
import { empty } from '../http';
import { platformEndpoint, type StaffRole } from './http';

/**
 * The console's 待办: what waits for staff, counted. Each count is the business of one role (the admin sees all);
 * another role's count is null. The live channel (TODO_SOCKET_PATH) pushes the same counts when one changes.
 */
export const TODO_AREAS = ['verifications', 'disputes', 'failedPayouts', 'newCandidates'] as const;
export type TodoArea = (typeof TODO_AREAS)[number];

export const TODO_AREA_LABELS: Record<TodoArea, string> = {
  verifications: '待审核的认证',
  disputes: '待处理的异议',
  failedPayouts: '付款失败的结算单',
  newCandidates: '待初筛的候选人',
};

/** Whose business each count is. */
export const TODO_AREA_ROLES: Record<TodoArea, readonly StaffRole[]> = {
  verifications: ['reviewer'],
  disputes: ['finance'],
  failedPayouts: ['finance'],
  newCandidates: ['operator'],
};

export const todoCounts = z.object({
  /** Submissions under review. */
  verifications: z.number().int().nullable(),
  /** Disputed bills not yet answered (rejected or corrected). */
  disputes: z.number().int().nullable(),
  /** Bills whose payout failed, waiting for the supplier's fix or a new payment. */
  failedPayouts: z.number().int().nullable(),
  /** Candidates submitted and not yet screened (状态 已推荐). */
  newCandidates: z.number().int().nullable(),
});

export const platformTodoCounts = platformEndpoint({
  path: '/auth/todo/counts',
  request: empty,
  response: todoCounts,
  roles: ['reviewer', 'operator', 'finance'],
});

/**
 * The live channel, a WebSocket at PLATFORM_BASE_PATH + this path. The client's first message is
 * `{"type":"auth","token":"<staff access token>"}` (again with each refreshed token); the server answers
 * `{"type":"counts","counts":{…}}` at once and whenever a count of the staff member's areas changes.
 */
export const TODO_SOCKET_PATH = '/auth/todo/socket';

/** Close codes: the token is missing, forged or not a staff token / it expired (refresh, reconnect) / the session ended. */
export const TODO_SOCKET_CLOSE = { unauthorized: 4401, tokenExpired: 4420, sessionEnded: 4403 } as const;

export type TodoCounts = z.infer<typeof todoCounts>;
export type TodoSocketMessage = { type: 'counts'; counts: TodoCounts };

import { z } from 'zod';
import { candidateCounts, candidateStatus, dateTime, day } from '../candidates';
import { CANDIDATE_LIMITS } from '../candidates.meta';
import { id, page, pageRequest, text } from '../http';
import { orderStatus } from '../orders';
import { platformEndpoint } from './http';
import { PLATFORM_CANDIDATE_MOVES } from './orders.meta';

export * from './orders.meta';

/** One supplier's order of a task, with its candidates per status. */
export const platformOrder = z.object({
  orderId: z.string(),
  taskId: z.string(),
  taskTitle: z.string(),
  companyName: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  status: orderStatus,
  statusLabel: z.string(),
  takenAt: z.string(),
  candidateCounts,
});
export type PlatformOrder = z.infer<typeof platformOrder>;

/** A task's orders (one per supplier), or a supplier's; newest taken first. At least one of taskId, supplierId. */
export const platformOrderList = platformEndpoint({
  method: 'POST',
  path: '/auth/orders/platformOrderList',
  request: z
    .strictObject({ taskId: id.optional(), supplierId: id.optional(), status: orderStatus.optional(), ...pageRequest })
    .refine((q) => q.taskId !== undefined || q.supplierId !== undefined, { message: '请选择任务或供应商', path: ['taskId'] }),
  response: page(platformOrder),
  roles: ['operator'],
});

export const platformCandidate = z.object({
  candidateId: z.string(),
  orderId: z.string(),
  taskId: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  name: z.string(),
  mobile: z.string(),
  sexLabel: z.string(),
  age: z.number().int(),
  degreeLabel: z.string(),
  status: candidateStatus,
  statusLabel: z.string(),
  rejectReason: z.string().nullable(),
  expectedInterviewTime: z.string().nullable(),
  submittedAt: z.string(),
  statusChangedAt: z.string(),
  /** The moves staff may make now (PLATFORM_CANDIDATE_MOVES that the pipeline allows from this status). */
  moves: z.array(candidateStatus),
});
export type PlatformCandidate = z.infer<typeof platformCandidate>;

/** An order's or a task's candidates, of one status or all, newest submitted first; with the counts per status. */
export const platformCandidateList = platformEndpoint({
  method: 'POST',
  path: '/auth/orders/platformCandidateList',
  request: z
    .strictObject({ orderId: id.optional(), taskId: id.optional(), status: candidateStatus.optional(), ...pageRequest })
    .refine((q) => q.orderId !== undefined || q.taskId !== undefined, { message: '请选择订单或任务', path: ['orderId'] }),
  response: page(platformCandidate).extend({ counts: candidateCounts }),
  roles: ['operator'],
});

/** `from`: the status the caller saw; a candidate moved since is refused as stale, nothing changed. */
const move = { candidateId: id, from: candidateStatus };

/** 初筛通过, 安排面试 (time and place), 已入职 (the start day), 不合适 (a reason), 已离职. */
export const platformCandidateMove = platformEndpoint({
  method: 'POST',
  path: '/auth/orders/platformCandidateMove',
  request: z.discriminatedUnion(
    'to',
    [
      z.strictObject({ ...move, to: z.literal('screened') }),
      z.strictObject({
        ...move,
        to: z.literal('interviewed'),
        interviewAt: dateTime,
        interviewPlace: text(CANDIDATE_LIMITS.interviewPlaceMax).min(1, '请填写面试地点'),
      }),
      z.strictObject({ ...move, to: z.literal('hired'), hiredOn: day }),
      z.strictObject({ ...move, to: z.literal('rejected'), reason: text(CANDIDATE_LIMITS.reasonMax).min(1, '请填写不合适的原因') }),
      z.strictObject({ ...move, to: z.literal('left') }),
    ],
    { error: `to：只能是 ${PLATFORM_CANDIDATE_MOVES.join('、')} 之一` },
  ),
  response: z.object({
    candidateId: z.string(),
    from: candidateStatus,
    to: candidateStatus,
    at: z.string(),
    /** What the move arranged, as the supplier's timeline shows it. */
    note: z.string().nullable(),
  }),
  roles: ['operator'],
});

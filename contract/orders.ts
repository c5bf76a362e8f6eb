import { z } from 'zod';
import { candidateCounts, candidateSex, candidateStatus, day } from './candidates';
import { endpoint, id, page, pageRequest, sortRequest, text } from './http';
import {
  DONOR_RECORD_SORT_FIELDS,
  DONOR_RECORD_SORT_LABELS,
  ORDER_PATHS,
  ORDER_SORT_FIELDS,
  ORDER_SORT_LABELS,
  ORDER_STATUSES,
  STATISTICS_GRANULARITIES,
} from './orders.meta';
import { rewardUnit } from './tasks';

export * from './orders.meta';

/** Take an order on a task: verified suppliers only, once per task, never past the task's capacity. */
export const takeOrder = endpoint({
  path: ORDER_PATHS.takeOrder,
  request: z.strictObject({ taskId: id }),
  response: z.object({ orderId: z.string() }),
});

export const orderStatus = z.enum(ORDER_STATUSES, '不是可选的订单状态');

const member = z.object({ userId: z.string(), userName: z.string() });

export const orderSummary = z.object({
  orderId: z.string(),
  taskId: z.string(),
  taskTitle: z.string(),
  companyName: z.string(),
  cityName: z.string(),
  /** Integer fen per reward unit. */
  rewardAmount: z.number().int(),
  rewardUnit,
  rewardUnitLabel: z.string(),
  settlementTypeLabel: z.string(),
  status: orderStatus,
  statusLabel: z.string(),
  takenAt: z.string(),
  takenBy: member,
  /** Members the administrator distributed the order to. */
  assignees: z.array(member),
  /** Candidates per status on this order. */
  candidateCounts,
});

export const orderCounts = z.object({
  all: z.number().int(),
  ongoing: z.number().int(),
  finished: z.number().int(),
  cancelled: z.number().int(),
});

export const myOrderFilters = {
  status: orderStatus.optional(),
  keyword: text(50).optional(),
  ...sortRequest(ORDER_SORT_FIELDS, ORDER_SORT_LABELS),
};

/**
 * The caller's orders: every order of the supplier for its administrator; for a member the ones they took
 * and the ones distributed to them. `keyword` matches the task title or the company. `counts` (the status
 * tabs) ignore `status` but apply `keyword`. Newest taken first unless `sortField: 'takenAt'` says otherwise.
 */
export const myOrderList = endpoint({
  path: ORDER_PATHS.myOrderList,
  request: z.strictObject({ ...myOrderFilters, ...pageRequest }),
  response: page(orderSummary).extend({ counts: orderCounts }),
});

/**
 * The same orders (filters and order) as an .xlsx attachment, streamed (the body is the file; a refusal is the
 * envelope). At most LIST_EXPORT_MAX_ROWS rows.
 */
export const myOrderExport = endpoint({
  path: ORDER_PATHS.myOrderExport,
  request: z.strictObject(myOrderFilters),
  response: z.unknown(),
});

/** Ongoing orders the caller can submit candidates to (the "submit candidates to…" picker), newest first. */
export const goingOrderList = endpoint({
  path: ORDER_PATHS.goingOrderList,
  request: z.strictObject({ keyword: text(50).optional() }),
  response: z.array(
    z.object({ orderId: z.string(), taskId: z.string(), taskTitle: z.string(), companyName: z.string(), takenAt: z.string() }),
  ),
});

/** The administrator sets who (besides the taker) works the order; the list replaces the previous one. */
export const distributeOrder = endpoint({
  path: ORDER_PATHS.distributeOrder,
  request: z.strictObject({ orderId: id, userIds: z.array(id).max(100, '最多分配给 100 人') }),
  response: z.object({ orderId: z.string(), assignees: z.array(member) }),
});

/** The supplier's members, each flagged when the order (if given) is distributed to them. */
export const getOrderMemberList = endpoint({
  path: ORDER_PATHS.getOrderMemberList,
  request: z.strictObject({ orderId: id.optional() }),
  response: z.array(member.extend({ phone: z.string(), isMain: z.boolean(), assigned: z.boolean() })),
});

export const donorRecordFilters = {
  /** Submission day range, China time, both inclusive. */
  startDate: day.optional(),
  endDate: day.optional(),
  taskId: id.optional(),
  status: candidateStatus.optional(),
  keyword: text(50).optional(),
  ...sortRequest(DONOR_RECORD_SORT_FIELDS, DONOR_RECORD_SORT_LABELS),
};

export const donorRecord = z.object({
  candidateId: z.string(),
  orderId: z.string(),
  taskId: z.string(),
  taskTitle: z.string(),
  companyName: z.string(),
  name: z.string(),
  mobile: z.string(),
  sex: candidateSex,
  age: z.number().int(),
  status: candidateStatus,
  statusLabel: z.string(),
  submittedAt: z.string(),
  statusChangedAt: z.string(),
  submittedBy: z.string(),
});

/** Every submission of the supplier (供应商记录), newest first unless `sortOrder` says otherwise. */
export const donorRecordList = endpoint({
  path: ORDER_PATHS.donorRecordList,
  request: z.strictObject({ ...donorRecordFilters, ...pageRequest }),
  response: page(donorRecord),
});

/**
 * The same records as an .xlsx attachment (not the envelope: the body is the file; errors still come as the
 * envelope), streamed. At most DONOR_EXPORT_MAX_ROWS rows.
 */
export const donorRecordExport = endpoint({
  path: ORDER_PATHS.donorRecordExport,
  request: z.strictObject(donorRecordFilters),
  response: z.unknown(),
});

export const statisticsGranularity = z.enum(STATISTICS_GRANULARITIES, '只能是 day、week 或 month');

/**
 * Submissions, interviews and hires of the supplier per day / week (starting Monday) / month, China time.
 * A candidate counts as interviewed / hired in the period of its move into that status. Without dates: the
 * last 30 days, 12 weeks or 12 months up to today.
 */
export const donateStatistics = endpoint({
  path: ORDER_PATHS.donateStatistics,
  request: z.strictObject({ granularity: statisticsGranularity.default('day'), startDate: day.optional(), endDate: day.optional() }),
  response: z.object({
    granularity: statisticsGranularity,
    buckets: z.array(z.object({ period: z.string(), submitted: z.number().int(), interviewed: z.number().int(), hired: z.number().int() })),
    totals: z.object({ submitted: z.number().int(), interviewed: z.number().int(), hired: z.number().int() }),
  }),
});

/**
 * The supplier's commission, integer fen, over the orders the caller sees. `earnedFen`: the totals of its paid
 * bills. `pendingFen`: the totals of its unpaid live bills plus, for each hire on a per-person task not yet on a
 * live bill, the task's reward. `hiredCount`: candidates that reached hired (hired or left); `pendingCount`: still
 * in the pipeline; `unbilledHiredCount`: the per-person hires counted in `pendingFen` without a bill.
 */
export const myCommission = endpoint({
  path: ORDER_PATHS.myCommission,
  request: z.strictObject({}),
  response: z.object({
    earnedFen: z.number().int(),
    pendingFen: z.number().int(),
    hiredCount: z.number().int(),
    pendingCount: z.number().int(),
    paidBillCount: z.number().int(),
    unpaidBillCount: z.number().int(),
    unbilledHiredCount: z.number().int(),
    byTask: z.array(
      z.object({
        taskId: z.string(),
        taskTitle: z.string(),
        rewardAmount: z.number().int(),
        hiredCount: z.number().int(),
        earnedFen: z.number().int(),
        pendingFen: z.number().int(),
      }),
    ),
  }),
});

export type OrderSummary = z.infer<typeof orderSummary>;
export type OrderCounts = z.infer<typeof orderCounts>;
export type MyOrderListRequest = z.input<typeof myOrderList.request>;
export type MyOrderFilters = z.input<typeof myOrderExport.request>;
export type DonorRecord = z.infer<typeof donorRecord>;
export type DonorRecordFilters = z.input<typeof donorRecordExport.request>;
export type DonateStatistics = z.infer<typeof donateStatistics.response>;
export type Commission = z.infer<typeof myCommission.response>;

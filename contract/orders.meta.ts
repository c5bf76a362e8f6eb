/** Order constants without zod, for the SPA's screens and the server alike. */

/** An order is taken `ongoing`; it accepts candidates only then. `finished` and `cancelled` are the platform's moves. */
export const ORDER_STATUSES = ['ongoing', 'finished', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  ongoing: '进行中',
  finished: '已完成',
  cancelled: '已取消',
};

/** Granularity of the overview's delivery statistics. */
export const STATISTICS_GRANULARITIES = ['day', 'week', 'month'] as const;
export type StatisticsGranularity = (typeof STATISTICS_GRANULARITIES)[number];

/** The reward unit whose tasks pay per person placed: the commission counts hired candidates × reward. */
export const PER_PERSON_REWARD_UNIT = 'person';

/** What the order list sorts by (`sortField`); by default the newest taken first. */
export const ORDER_SORT_FIELDS = ['takenAt'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];
export const ORDER_SORT_LABELS: Record<OrderSortField, string> = { takenAt: '接单时间' };

/** What the delivery record (供应商记录) sorts by; by default the newest submission first. */
export const DONOR_RECORD_SORT_FIELDS = ['submittedAt'] as const;
export type DonorRecordSortField = (typeof DONOR_RECORD_SORT_FIELDS)[number];
export const DONOR_RECORD_SORT_LABELS: Record<DonorRecordSortField, string> = { submittedAt: '推荐时间' };

/** How many rows one delivery-record export holds at most (newest first, or in the list's order). */
export const DONOR_EXPORT_MAX_ROWS = 100_000;

export const ORDER_PATHS = {
  takeOrder: '/wechat_order/auth/take',
  myOrderList: '/pc_order/auth/my_order_list',
  myOrderExport: '/pc_order/auth/my_order_export',
  goingOrderList: '/pc_order/auth/going_order_list',
  distributeOrder: '/pc_order/auth/distribute_order',
  getOrderMemberList: '/pc_suppliers_member/auth/get_order_member_list',
  donorRecordList: '/pc_order_talent/auth/donor_record_list',
  donorRecordExport: '/pc_order_talent/auth/donor_record_export',
  donateStatistics: '/pc_overview/auth/donate_statistics',
  myCommission: '/pc_overview/auth/my_commission',
} as const;

/** Orders' plain values (no zod). */
export const ORDER_PATHS = {
  takeOrder: '/wechat_order/auth/take',
} as const;

/** Login's plain values (no zod): the SPA's form rules and the schemas in login.ts use the same ones. */

/** A mainland mobile number: 11 digits, 1[3-9]… (API.md). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const PHONE_LENGTH = 11;
export const PHONE_MESSAGE = '手机号格式不正确';
/** A verification code: 6 digits. */
export const CODE_PATTERN = /^\d{6}$/;
export const CODE_LENGTH = 6;
export const CODE_MESSAGE = '验证码必须是 6 位数字';
/** sid and sourcecode, the channel a user came through. */
export const CHANNEL_MAX = 64;
export const REFRESH_TOKEN_MAX = 2048;

/**
 * A supplier's verification state (spec §4 leaves the values open; these are ours). `none` (5) is what the
 * client assumes when the user has no supplier.
 */
export const VERIFY_STATUS = { unverified: 0, reviewing: 1, verified: 2, rejected: 3, none: 5 } as const;
export type VerifyStatus = (typeof VERIFY_STATUS)[keyof typeof VERIFY_STATUS];

/** Permission codes carried in `authList`. The administrator holds all of them. */
export const PERMISSIONS = [
  'task:take',
  'order:manage',
  'candidate:manage',
  'settlement:view',
  'settlement:confirm',
  'agreement:sign',
  'member:manage',
  'supplier:edit',
  'bank:manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const LOGIN_PATHS = {
  sendCode: '/pc_login/unlimited/ver_code',
  loginByPhone: '/pc_login/unlimited/phone',
  refreshToken: '/pc_login/unlimited/refresh',
  logout: '/pc_login/auth/logout',
  getLoginInfo: '/suppliers_base/auth/login_info',
  getHomePageUserInfo: '/suppliers_base/auth/home_page_user_info',
} as const;

import { z } from 'zod';
import { endpoint, empty, nothing } from './http';
import { MOBILE_PATTERN } from './id-number';

export const PHONE_PATTERN = MOBILE_PATTERN;
export const CODE_PATTERN = /^\d{6}$/;

export const phone = z.string().trim().regex(PHONE_PATTERN, '手机号格式不正确');
const code = z.string().trim().regex(CODE_PATTERN, '验证码必须是 6 位数字');
const channel = z.string().trim().max(64, '长度不能超过 64 个字符').optional();

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

export const tokenInfo = z.object({ token: z.string(), refreshToken: z.string() });

export const supplierInfo = z.object({
  supplierId: z.string(),
  supplierName: z.string(),
  authList: z.array(z.string()),
  verifyStatus: z.number().int(),
  isMain: z.boolean(),
});

export const loginInfo = z.object({
  userId: z.string(),
  userName: z.string(),
  phone: z.string(),
  supplierInfo: supplierInfo.nullable(),
});

export const sendCode = endpoint({
  path: '/pc_login/unlimited/ver_code',
  request: z.strictObject({ phone }),
  response: nothing,
});

export const loginByPhone = endpoint({
  path: '/pc_login/unlimited/phone',
  request: z.strictObject({ phone, code, sid: channel, sourcecode: channel }),
  response: z.object({ tokenInfo, userName: z.string() }),
});

export const refreshToken = endpoint({
  path: '/pc_login/unlimited/refresh',
  request: z.strictObject({ refreshToken: z.string().trim().min(1, '不能为空').max(2048, '长度不能超过 2048 个字符') }),
  response: tokenInfo,
});

/** Ends the current session on the server (not in spec §7, which shows only the client's side of logout). */
export const logout = endpoint({
  path: '/pc_login/auth/logout',
  request: empty,
  response: nothing,
});

export const getLoginInfo = endpoint({
  path: '/suppliers_base/auth/login_info',
  request: empty,
  response: loginInfo,
});

export const getHomePageUserInfo = endpoint({
  path: '/suppliers_base/auth/home_page_user_info',
  request: empty,
  response: z.object({
    userId: z.string(),
    userName: z.string(),
    /** Masked, e.g. 138****8000. */
    phone: z.string(),
    supplierName: z.string().nullable(),
    verifyStatus: z.number().int(),
    isMain: z.boolean(),
    takenOrderCount: z.number().int(),
    collectionCount: z.number().int(),
  }),
});

export type TokenInfo = z.infer<typeof tokenInfo>;
export type SupplierInfo = z.infer<typeof supplierInfo>;
export type LoginInfo = z.infer<typeof loginInfo>;

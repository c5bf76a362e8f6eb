import { z } from 'zod';
import { endpoint, empty, nothing, storable } from './http';
import { CHANNEL_MAX, CODE_MESSAGE, CODE_PATTERN, LOGIN_PATHS, PHONE_MESSAGE, PHONE_PATTERN, REFRESH_TOKEN_MAX } from './login.meta';
import { INVITE_CODE_PATTERN } from './members.meta';

export * from './login.meta';

export const phone = storable().trim().regex(PHONE_PATTERN, PHONE_MESSAGE);
const code = storable().trim().regex(CODE_PATTERN, CODE_MESSAGE);
const channel = storable().trim().max(CHANNEL_MAX, `长度不能超过 ${CHANNEL_MAX} 个字符`).optional();

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

/**
 * Who logs in: a `phone`, or the phone an invitation was sent to (`inviteCode`, from the invitation link), so the
 * link's login page needs no number its holder is not shown in full.
 */
const who = {
  phone: phone.optional(),
  inviteCode: storable().trim().regex(INVITE_CODE_PATTERN, '邀请链接无效，请检查链接是否完整').optional(),
};
const oneOf = (body: { phone?: string; inviteCode?: string }) => (body.phone === undefined) !== (body.inviteCode === undefined);
const oneOfMessage = { message: '请输入手机号', path: ['phone'] };

export const sendCode = endpoint({
  path: LOGIN_PATHS.sendCode,
  request: z.strictObject(who).refine(oneOf, oneOfMessage),
  response: nothing,
});

export const loginByPhone = endpoint({
  path: LOGIN_PATHS.loginByPhone,
  request: z.strictObject({ ...who, code, sid: channel, sourcecode: channel }).refine(oneOf, oneOfMessage),
  response: z.object({ tokenInfo, userName: z.string() }),
});

export const refreshToken = endpoint({
  path: LOGIN_PATHS.refreshToken,
  request: z.strictObject({
    refreshToken: storable().trim().min(1, '不能为空').max(REFRESH_TOKEN_MAX, `长度不能超过 ${REFRESH_TOKEN_MAX} 个字符`),
  }),
  response: tokenInfo,
});

/** Ends the current session on the server (not in spec §7, which shows only the client's side of logout). */
export const logout = endpoint({
  path: LOGIN_PATHS.logout,
  request: empty,
  response: nothing,
});

export const getLoginInfo = endpoint({
  path: LOGIN_PATHS.getLoginInfo,
  request: empty,
  response: loginInfo,
});

export const getHomePageUserInfo = endpoint({
  path: LOGIN_PATHS.getHomePageUserInfo,
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

import { z } from 'zod';
import { empty, nothing, storable } from '../http';
import { phone, tokenInfo } from '../login';
import { CODE_MESSAGE, CODE_PATTERN, REFRESH_TOKEN_MAX } from '../login.meta';
import { ANY_STAFF, platformEndpoint, STAFF_ROLES } from './http';

export * from './http';

/** Who is logged in to the console. */
export const staffInfo = z.object({
  staffId: z.string(),
  name: z.string(),
  phone: z.string(),
  role: z.enum(STAFF_ROLES),
});

const code = storable().trim().regex(CODE_PATTERN, CODE_MESSAGE);

/** Sends a login code to an enabled staff account's phone (the same limits as suppliers' codes). */
export const platformSendCode = platformEndpoint({
  path: '/open/sendCode',
  request: z.strictObject({ phone }),
  response: nothing,
  roles: ANY_STAFF,
});

export const platformLogin = platformEndpoint({
  path: '/open/login',
  request: z.strictObject({ phone, code }),
  response: z.object({ tokenInfo, staff: staffInfo }),
  roles: ANY_STAFF,
});

/** Rotates a staff refresh token (each works once, as suppliers' do). */
export const platformRefreshToken = platformEndpoint({
  path: '/open/refreshToken',
  request: z.strictObject({
    refreshToken: storable().trim().min(1, '不能为空').max(REFRESH_TOKEN_MAX, `长度不能超过 ${REFRESH_TOKEN_MAX} 个字符`),
  }),
  response: tokenInfo,
  roles: ANY_STAFF,
});

export const platformLogout = platformEndpoint({
  path: '/auth/session/logout',
  request: empty,
  response: nothing,
  roles: ANY_STAFF,
});

export const platformWhoami = platformEndpoint({
  path: '/auth/session/whoami',
  request: empty,
  response: staffInfo,
  roles: ANY_STAFF,
});

export type StaffInfo = z.infer<typeof staffInfo>;

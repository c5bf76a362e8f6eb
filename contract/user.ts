import { z } from 'zod';
import { endpoint, empty, nothing, storable } from './http';
import { CODE_MESSAGE, CODE_PATTERN, PHONE_MESSAGE, PHONE_PATTERN } from './login.meta';
import { SELF_CODE_SCENES, STEP_TOKEN_MAX, USER_PATHS } from './user.meta';

export * from './user.meta';

const phone = storable().trim().regex(PHONE_PATTERN, PHONE_MESSAGE);
const code = storable().trim().regex(CODE_PATTERN, CODE_MESSAGE);
const scene = z.enum(SELF_CODE_SCENES, `验证码用途只能是 ${SELF_CODE_SCENES.join('、')} 之一`);
const stepToken = storable().trim().min(1, '请先验证原手机号').max(STEP_TOKEN_MAX, '请先验证原手机号');

/** Sends a code for `scene` to the caller's own phone. */
export const sendVerCode = endpoint({
  path: USER_PATHS.sendVerCode,
  request: z.strictObject({ scene }),
  response: nothing,
});

/** Checks the caller's code for `scene` without using it up (the final action uses it); wrong tries count. */
export const checkVerCode = endpoint({
  path: USER_PATHS.checkVerCode,
  request: z.strictObject({ scene, code }),
  response: nothing,
});

export const updatePhoneOldSend = endpoint({
  path: USER_PATHS.updatePhoneOldSend,
  request: empty,
  response: nothing,
});

/** Proves the old phone; the step token is short-lived, single-use and bound to this session. */
export const updatePhoneOldCheck = endpoint({
  path: USER_PATHS.updatePhoneOldCheck,
  request: z.strictObject({ code }),
  response: z.object({ stepToken: z.string(), expiresAt: z.string() }),
});

export const updatePhoneNewSend = endpoint({
  path: USER_PATHS.updatePhoneNewSend,
  request: z.strictObject({ newPhone: phone, stepToken }),
  response: nothing,
});

/** Changes the phone; every session of the user (this one too) then ends with E000021. */
export const updatePhoneNewCheck = endpoint({
  path: USER_PATHS.updatePhoneNewCheck,
  request: z.strictObject({ newPhone: phone, code, stepToken }),
  response: z.object({ phone: z.string() }),
});

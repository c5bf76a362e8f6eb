import { z } from 'zod';
import { endpoint, empty, nothing, storable } from './http';
import { CODE_MESSAGE, CODE_PATTERN, PHONE_MESSAGE, PHONE_PATTERN } from './login.meta';
import { EMAIL_MAX, nameProblem, SELF_CODE_SCENES, STEP_TOKEN_MAX, USER_PATHS } from './user.meta';

export * from './user.meta';

const phone = storable().trim().regex(PHONE_PATTERN, PHONE_MESSAGE);
const code = storable().trim().regex(CODE_PATTERN, CODE_MESSAGE);
/** A person's name: trimmed, 1–20 characters, no control characters, not the new-account placeholder. */
export const personName = storable('请输入姓名')
  .trim()
  .superRefine((name, ctx) => {
    const problem = nameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
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

/** The caller's own name (the first-login prompt, 个人中心 → 基本信息); the answer is the name as stored. */
export const updateName = endpoint({
  path: USER_PATHS.updateName,
  request: z.strictObject({ name: personName }),
  response: z.object({ userName: z.string() }),
});

const email = storable('请输入邮箱地址')
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, `邮箱地址不能超过 ${EMAIL_MAX} 个字符`)
  .pipe(z.email('邮箱地址格式不正确，例如 name@example.com'));

/** The caller's verified e-mail address (notices go only there), or null. */
export const emailInfo = endpoint({
  path: USER_PATHS.emailInfo,
  request: empty,
  response: z.object({ email: z.string().nullable() }),
});

/** Sends a 6-digit code to `email`; the address is the caller's once `email_verify` confirms it. */
export const emailBind = endpoint({
  path: USER_PATHS.emailBind,
  request: z.strictObject({ email }),
  response: nothing,
});

/** Confirms the address with its code; a wrong or expired code changes nothing. */
export const emailVerify = endpoint({
  path: USER_PATHS.emailVerify,
  request: z.strictObject({ email, code }),
  response: z.object({ email: z.string() }),
});

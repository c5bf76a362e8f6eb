import { PHONE_MESSAGE, PHONE_PATTERN } from '@contract/login.meta';

export { checkCode, noSpaces } from '@/lib/field-rules';

/** The first rule a value breaks, as the message under the field; null when it is valid. */
export const checkNewPhone = (value: string) => (!value ? '请输入新手机号' : PHONE_PATTERN.test(value) ? null : PHONE_MESSAGE);

/** Countdown deadlines of the two send buttons (localStorage), apart from the login form's. */
export const OLD_PHONE_DEADLINE_KEY = 'user:phoneOldDeadline';
export const NEW_PHONE_DEADLINE_KEY = 'user:phoneNewDeadline';

/** The same shape the server accepts (it decides): something@domain.tld, at most EMAIL_MAX characters. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const checkEmail = (value: string) =>
  !value.trim() ? '请输入邮箱地址' : EMAIL_PATTERN.test(value.trim()) ? null : '邮箱地址格式不正确，例如 name@example.com';

/** The e-mail code button's countdown deadline (localStorage). */
export const EMAIL_DEADLINE_KEY = 'user:emailDeadline';

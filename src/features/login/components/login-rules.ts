import { CODE_MESSAGE, CODE_PATTERN, PHONE_MESSAGE, PHONE_PATTERN } from '@contract/login.meta';

/** What a field holds: whitespace is dropped as it is typed (a pasted "138 0013 8000" is a phone number). */
export const noSpaces = (value: string) => value.replace(/\s+/g, '');

/** The first rule a value breaks, as the message under the field; null when it is valid. */
export type FieldCheck<T> = (value: T) => string | null;

export const checkPhone: FieldCheck<string> = (value) => (!value ? '请输入手机号' : PHONE_PATTERN.test(value) ? null : PHONE_MESSAGE);

export const checkCode: FieldCheck<string> = (value) => (!value ? '请输入验证码' : CODE_PATTERN.test(value) ? null : CODE_MESSAGE);

export const CONSENT_MESSAGE = '请阅读并同意《用户服务协议》';

export const checkConsent: FieldCheck<boolean> = (checked) => (checked ? null : CONSENT_MESSAGE);

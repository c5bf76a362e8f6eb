import { CODE_MESSAGE, CODE_PATTERN, PHONE_MESSAGE, PHONE_PATTERN } from '@contract/login.meta';

/** What a field holds: whitespace is dropped as it is typed (a pasted "138 0013 8000" is a phone number). */
export const noSpaces = (value: string) => value.replace(/\s+/g, '');

/** The first rule an SMS code breaks, as the message under the field; null when it is valid. */
export const checkCode = (value: string) => (!value ? '请输入验证码' : CODE_PATTERN.test(value) ? null : CODE_MESSAGE);

/** The first rule a mainland mobile number breaks, as the message under the field; null when it is valid. */
export const checkPhone = (value: string) => (!value ? '请输入手机号' : PHONE_PATTERN.test(value) ? null : PHONE_MESSAGE);

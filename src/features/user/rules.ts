import type { FormRule } from 'antd';
import { CODE_MESSAGE, CODE_PATTERN, PHONE_MESSAGE, PHONE_PATTERN } from '@contract/login.meta';

export const newPhoneRules: FormRule[] = [
  { required: true, whitespace: true, message: '请输入新手机号' },
  { pattern: PHONE_PATTERN, message: PHONE_MESSAGE },
];

export const codeRules: FormRule[] = [
  { required: true, whitespace: true, message: '请输入验证码' },
  { pattern: CODE_PATTERN, message: CODE_MESSAGE },
];

export const noSpaces = (value?: string) => value?.replace(/\s+/g, '');

/** 13800138000 → 138****8000. */
export const maskPhone = (phone: string) => (phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone);

/** Countdown deadlines of the two send buttons (localStorage), apart from the login form's. */
export const OLD_PHONE_DEADLINE_KEY = 'user:phoneOldDeadline';
export const NEW_PHONE_DEADLINE_KEY = 'user:phoneNewDeadline';

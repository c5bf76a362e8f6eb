import type { FormRule } from 'antd';
import { CODE_MESSAGE, CODE_PATTERN, PHONE_MESSAGE, PHONE_PATTERN } from '@contract/login.meta';

export const phoneRules: FormRule[] = [
  { required: true, whitespace: true, message: '请输入手机号' },
  { pattern: PHONE_PATTERN, message: PHONE_MESSAGE },
];

export const codeRules: FormRule[] = [
  { required: true, whitespace: true, message: '请输入验证码' },
  { pattern: CODE_PATTERN, message: CODE_MESSAGE },
];

export const CONSENT_MESSAGE = '请阅读并同意《用户服务协议》';

export const consentRules: FormRule[] = [
  { validator: (_rule, checked: boolean) => (checked ? Promise.resolve() : Promise.reject(new Error(CONSENT_MESSAGE))) },
];

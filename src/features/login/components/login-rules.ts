import type { FormRule } from 'antd';

// Restated from contract/login.ts (PHONE_PATTERN, CODE_PATTERN): the SPA imports no values from the contract.
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const CODE_PATTERN = /^\d{6}$/;

export const phoneRules: FormRule[] = [
  { required: true, whitespace: true, message: '请输入手机号' },
  { pattern: PHONE_PATTERN, message: '手机号格式不正确' },
];

export const codeRules: FormRule[] = [
  { required: true, whitespace: true, message: '请输入验证码' },
  { pattern: CODE_PATTERN, message: '验证码为 6 位数字' },
];

export const CONSENT_MESSAGE = '请阅读并同意《用户服务协议》';

export const consentRules: FormRule[] = [
  { validator: (_rule, checked: boolean) => (checked ? Promise.resolve() : Promise.reject(new Error(CONSENT_MESSAGE))) },
];

import { checkCode as codeProblem, checkPhone as phoneProblem } from '@/lib/field-rules';

export { noSpaces } from '@/lib/field-rules';

/** The first rule a value breaks, as the message under the field; null when it is valid. */
export type FieldCheck<T> = (value: T) => string | null;

export const checkPhone: FieldCheck<string> = phoneProblem;

export const checkCode: FieldCheck<string> = codeProblem;

export const CONSENT_MESSAGE = '请阅读并同意《用户服务协议》';

export const checkConsent: FieldCheck<boolean> = (checked) => (checked ? null : CONSENT_MESSAGE);

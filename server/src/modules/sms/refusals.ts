import { ERROR_CODES } from '@contract/http';
import type { RefusalReason } from './types';

/** Why a message was not sent, whoever decided it: the provider (a refusal, or no answer) or we (before asking). */
export type NotSentReason = RefusalReason | 'unreachable' | 'budget' | 'not-mainland' | 'no-template';

/** What the user (or the message record) is told: what happened and what to do, never a provider's code. */
export const NOT_SENT_MESSAGES: Record<NotSentReason, string> = {
  'phone-daily-limit': '该手机号今日接收短信次数已达上限，请明天再试',
  'too-often': '短信发送过于频繁，请稍后再试',
  'bad-number': '该手机号无法接收短信，请确认号码正确',
  account: '短信服务暂时无法发送，请稍后再试或联系平台客服',
  other: '短信发送失败，请稍后再试',
  unreachable: '短信服务暂时无法连接，请稍后再试',
  budget: '今日短信发送量已达平台上限，请明天再试',
  'not-mainland': '仅支持向中国大陆手机号发送短信',
  'no-template': '该类消息未配置短信模板，短信未发送',
};

/** The envelope code a refused verification code is answered with. */
export const NOT_SENT_ERROR_CODES: Record<NotSentReason, string> = {
  'phone-daily-limit': ERROR_CODES.codeDailyLimit,
  'too-often': ERROR_CODES.codeTooOften,
  'bad-number': ERROR_CODES.validation,
  'not-mainland': ERROR_CODES.validation,
  account: ERROR_CODES.smsNotSent,
  other: ERROR_CODES.smsNotSent,
  unreachable: ERROR_CODES.smsNotSent,
  budget: ERROR_CODES.smsNotSent,
  'no-template': ERROR_CODES.smsNotSent,
};

/** Worth asking again later (a notice's outbox may): the provider was busy or unreachable, or the phone's rate will pass. */
export const RETRYABLE: ReadonlySet<NotSentReason> = new Set(['unreachable', 'too-often']);

/** A Tencent Cloud error code (of the whole call or of one number's SendStatus); null: its side failed, try again. */
export function tencentReason(code: string): RefusalReason | null {
  if (code.startsWith('InternalError') || code === 'RequestLimitExceeded') return null;
  if (code === 'LimitExceeded.PhoneNumberDailyLimit' || code === 'LimitExceeded.PhoneNumberSameContentDailyLimit')
    return 'phone-daily-limit';
  if (code.startsWith('LimitExceeded.App')) return 'account';
  if (code.startsWith('LimitExceeded.')) return 'too-often';
  if (code.includes('PhoneNumber') || code.includes('Blacklist')) return 'bad-number';
  if (/^(AuthFailure|UnauthorizedOperation|FailedOperation|MissingParameter|InvalidParameter|UnsupportedOperation)/.test(code))
    return 'account';
  return 'other';
}

/** An Aliyun error code and message; null: its side failed, try again. */
export function aliyunReason(code: string, message: string): RefusalReason | null {
  if (/^(isp\.SYSTEM_ERROR|ServiceUnavailable|InternalError|Throttling)/.test(code)) return null;
  if (code === 'isv.DAY_LIMIT_CONTROL' || (code === 'isv.BUSINESS_LIMIT_CONTROL' && message.includes('天级'))) return 'phone-daily-limit';
  if (code === 'isv.BUSINESS_LIMIT_CONTROL') return 'too-often';
  if (code === 'isv.MOBILE_NUMBER_ILLEGAL' || code === 'isv.MOBILE_COUNT_OVER_LIMIT') return 'bad-number';
  if (/^(isv\.|isp\.|InvalidAccessKeyId|SignatureDoesNotMatch|Forbidden|MissingParameter|InvalidParameter)/.test(code)) return 'account';
  return 'other';
}

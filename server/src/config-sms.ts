/**
 * The SMS provider's settings from the environment (server/docs/sms.md). Parsed apart from config.ts because the
 * template variables are open-ended: one `<PREFIX>_TEMPLATE_<KIND>` per message kind.
 */

export const SMS_PROVIDERS = ['none', 'tencent', 'aliyun'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

/** Each provider is asked once more after a timeout of this long (or a 5xx) when it sends a code. */
export const DEFAULT_SMS_TIMEOUT_MS = 5000;

/** A template id, and for Aliyun the names of its variables in order (the values are passed by position). */
export interface SmsTemplate {
  id: string;
  paramNames: string[];
}

export interface TencentSmsSettings {
  provider: 'tencent';
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  region: string;
  /** `https://sms.tencentcloudapi.com` unless TENCENT_SMS_ENDPOINT names another (tests, private clouds). */
  endpoint: string;
  templates: Record<string, SmsTemplate>;
}

export interface AliyunSmsSettings {
  provider: 'aliyun';
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  endpoint: string;
  templates: Record<string, SmsTemplate>;
}

export interface SmsDeliveryConfig {
  gateway: TencentSmsSettings | AliyunSmsSettings;
  /** One attempt's limit; a code gets a second attempt after a timeout or a 5xx. */
  timeoutMs: number;
  /** SMS per Beijing day across every app server; none when absent. */
  dailyBudget?: number;
}

type Env = NodeJS.ProcessEnv;

const value = (env: Env, name: string) => (env[name] ?? '').trim();

function positiveInt(env: Env, name: string, errors: string[]): number | undefined {
  const raw = value(env, name);
  if (raw === '') return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) <= 0) errors.push(`  ${name}: must be a positive whole number`);
  return Number(raw);
}

function endpoint(env: Env, name: string, fallback: string, errors: string[]): string {
  const raw = value(env, name);
  if (raw === '') return fallback;
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return `${url.protocol}//${url.host}`;
  } catch {
    // Reported below.
  }
  errors.push(`  ${name}: must be an http(s) URL such as http://127.0.0.1:9000`);
  return fallback;
}

/** Every `<prefix>TEMPLATE_<KIND>`; the LOGIN template (the codes) is required. */
function templates(env: Env, prefix: string, errors: string[]): Record<string, SmsTemplate> {
  const found: Record<string, SmsTemplate> = {};
  const start = `${prefix}TEMPLATE_`;
  for (const name of Object.keys(env).sort()) {
    if (!name.startsWith(start) || value(env, name) === '') continue;
    const kind = name.slice(start.length);
    const [id, names = ''] = value(env, name).split(':', 2);
    if (!/^[A-Z][A-Z0-9_]*$/.test(kind) || id.trim() === '') {
      errors.push(`  ${name}: expected <PREFIX>_TEMPLATE_<KIND>=<template id> with KIND in capitals`);
      continue;
    }
    found[kind] = {
      id: id.trim(),
      paramNames: names
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
    };
  }
  if (!found.LOGIN) errors.push(`  ${start}LOGIN: required (the template of the verification codes)`);
  return found;
}

function required(env: Env, names: string[], provider: string, errors: string[]): void {
  const missing = names.filter((n) => value(env, n) === '');
  if (missing.length > 0) errors.push(`  SMS_PROVIDER=${provider} needs ${missing.join(', ')}`);
}

/** Undefined for `none` (the default): codes go to the log. Throws one error listing every problem. */
export function loadSmsDelivery(env: Env): { provider: SmsProviderName; delivery?: SmsDeliveryConfig } {
  const provider = value(env, 'SMS_PROVIDER') || 'none';
  if (!SMS_PROVIDERS.includes(provider as SmsProviderName)) {
    throw new Error(`Invalid environment:\n  SMS_PROVIDER: must be one of ${SMS_PROVIDERS.join(', ')}`);
  }
  const errors: string[] = [];
  const timeoutMs = positiveInt(env, 'SMS_TIMEOUT_MS', errors) ?? DEFAULT_SMS_TIMEOUT_MS;
  const dailyBudget = positiveInt(env, 'SMS_DAILY_BUDGET', errors);
  let gateway: SmsDeliveryConfig['gateway'] | undefined;
  if (provider === 'tencent') {
    required(env, ['TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID', 'TENCENT_SMS_SIGN_NAME'], provider, errors);
    if (value(env, 'TENCENT_SMS_SDK_APP_ID') !== '' && !/^\d+$/.test(value(env, 'TENCENT_SMS_SDK_APP_ID'))) {
      errors.push('  TENCENT_SMS_SDK_APP_ID: must be the SmsSdkAppId, digits only (e.g. 1400000000)');
    }
    gateway = {
      provider,
      secretId: value(env, 'TENCENT_SMS_SECRET_ID'),
      secretKey: value(env, 'TENCENT_SMS_SECRET_KEY'),
      sdkAppId: value(env, 'TENCENT_SMS_SDK_APP_ID'),
      signName: value(env, 'TENCENT_SMS_SIGN_NAME'),
      region: value(env, 'TENCENT_SMS_REGION') || 'ap-guangzhou',
      endpoint: endpoint(env, 'TENCENT_SMS_ENDPOINT', 'https://sms.tencentcloudapi.com', errors),
      templates: templates(env, 'TENCENT_SMS_', errors),
    };
  } else if (provider === 'aliyun') {
    required(env, ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME'], provider, errors);
    gateway = {
      provider,
      accessKeyId: value(env, 'ALIYUN_SMS_ACCESS_KEY_ID'),
      accessKeySecret: value(env, 'ALIYUN_SMS_ACCESS_KEY_SECRET'),
      signName: value(env, 'ALIYUN_SMS_SIGN_NAME'),
      endpoint: endpoint(env, 'ALIYUN_SMS_ENDPOINT', 'https://dysmsapi.aliyuncs.com', errors),
      templates: templates(env, 'ALIYUN_SMS_', errors),
    };
  }
  if (errors.length > 0) throw new Error(`Invalid environment:\n${errors.join('\n')}`);
  return { provider: provider as SmsProviderName, delivery: gateway ? { gateway, timeoutMs, dailyBudget } : undefined };
}

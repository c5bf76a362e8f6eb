import { z } from 'zod';
import { phone } from '@contract/login';

/** Flags several commands share. */
export const byPhone = z.strictObject({ phone });

export const text = (max: number) => z.string().trim().min(1, '不能为空').max(max, `长度不能超过 ${max} 个字符`);

/** A switch (a flag without a value): present → true. */
export const switchFlag = z
  .literal('true')
  .optional()
  .transform((v) => v === 'true');

export const noAccount = (phone: string) => `未找到手机号为 ${phone} 的账号 (no account with phone ${phone})`;

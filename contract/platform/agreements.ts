import { z } from 'zod';
import { AGREEMENT_HTML_MAX } from '../agreements.meta';
import { id, storable, text } from '../http';
import { platformEndpoint } from './http';

/** The console's 协议: a new framework agreement version, and a partial contract for one order. */

/** The text as typed or pasted (before sanitising); the server refuses what is empty or too long after it. */
const content = storable()
  .trim()
  .min(1, '不能为空')
  .max(AGREEMENT_HTML_MAX, `长度不能超过 ${AGREEMENT_HTML_MAX} 个字符`);

export const platformAgreementPublish = platformEndpoint({
  path: '/auth/agreements/publish',
  request: z.strictObject({
    title: text(100).min(1, '不能为空').optional(),
    content,
    /** `text`: paragraphs from lines; `html`: sanitised (scripts, event attributes and javascript: links removed). */
    format: z.enum(['html', 'text'], '格式只能是 html 或 text'),
  }),
  response: z.object({ agreementId: z.string(), version: z.number().int(), publishedAt: z.string() }),
  roles: ['operator'],
});

export const platformPartialContractCreate = platformEndpoint({
  path: '/auth/agreements/createPartialContract',
  request: z.strictObject({
    supplierId: id,
    orderId: id,
    title: text(100).min(1, '不能为空').optional(),
    html: content,
  }),
  response: z.object({ agreementId: z.string(), mainId: z.string(), signPath: z.string() }),
  roles: ['operator'],
});

import { z } from 'zod';
import { publishFrameworkAgreement } from '../../modules/agreements';
import { defineCommand, OpsError } from '../command';
import { readAgreementFile } from './agreement-file';
import { text } from './flags';

/** A new framework agreement version: every supplier must sign it before its next order. */
export const publishAgreement = defineCommand({
  name: 'publish-agreement',
  summary: '发布新版框架协议，所有供应商须重新签署后才能接单 (publish a new framework agreement version)',
  usage: [
    '--file <文件>     协议正文：.html 或 .txt（UTF-8，最大 1 MB；HTML 会清理脚本等不安全内容）(required)',
    '--title <标题>    协议标题，默认「供应商合作框架协议」',
  ],
  flags: z.strictObject({ file: text(4096), title: text(100).optional() }),
  paths: ['file'],
  async run({ ctx }, f) {
    const { content, format } = await readAgreementFile(f.file);
    const result = await publishFrameworkAgreement(ctx, { title: f.title, content, format });
    if (!result.ok) throw new OpsError(`${result.reason} (empty or too long after sanitising)`);
    return {
      message: `已发布框架协议第 ${result.version} 版 (#${result.agreementId})，供应商须重新签署后才能接单 (published)`,
      data: { agreementId: result.agreementId, version: result.version, publishedAt: result.publishedAt },
    };
  },
});

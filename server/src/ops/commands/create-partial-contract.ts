import { z } from 'zod';
import { createPartialContract as createContract } from '../../modules/agreements';
import { orderOfSupplier } from '../../modules/orders';
import { defineCommand, OpsError } from '../command';
import { readAgreementFile } from './agreement-file';
import { text } from './flags';

const digits = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, '应为数字编号');

/** A partial contract for one of a supplier's orders, for the supplier to sign at /signPartialContract/{agreementId}/{mainId}. */
export const createPartialContract = defineCommand({
  name: 'create-partial-contract',
  summary: '为供应商的订单创建补充合同，供其在线签署 (issue a partial contract for an order)',
  usage: [
    '--supplier <编号>    供应商编号 (required)',
    '--order <编号>       该供应商的订单编号 (required)',
    '--html-file <文件>   合同正文 HTML（UTF-8，最大 1 MB；脚本、事件属性、javascript: 链接等会被清理）(required)',
    '--title <标题>       合同标题，默认「「任务名」订单补充合同」',
  ],
  flags: z.strictObject({ supplier: digits, order: digits, 'html-file': text(4096), title: text(100).optional() }),
  paths: ['html-file'],
  async run({ ctx }, f) {
    const { content, format } = await readAgreementFile(f['html-file']);
    if (format !== 'html') throw new OpsError(`--html-file 应为 HTML 文件 (expected an HTML file)`);
    const supplierId = Number(f.supplier);
    const order = await orderOfSupplier(ctx.db, supplierId, f.order);
    if (!order) throw new OpsError(`订单 ${f.order} 不存在或不属于供应商 #${supplierId}`);
    const result = await createContract(ctx, { supplierId, order, html: content, title: f.title });
    if (!result.ok) throw new OpsError(result.reason);
    return {
      message: `已创建补充合同 #${result.agreementId}（签约主体 ${result.mainId}），供应商可在 /signPartialContract/${result.agreementId}/${result.mainId} 签署 (created)`,
      data: { agreementId: result.agreementId, mainId: result.mainId },
    };
  },
});

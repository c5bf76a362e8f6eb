import { ERROR_CODES } from '@contract/http';
import type * as contract from '@contract/platform/agreements';
import { signPartialContractPath } from '@contract/routes';
import type { z } from 'zod';
import type { Ctx } from '../../ctx';
import type { Executor } from '../../db/schema';
import { BusinessError } from '../../http/envelope';
import { parseId } from '../../lib/ids';
import { recordStaffAction, type StaffAuth } from '../staff';
import { createPartialContract } from './partial';
import { publishFrameworkAgreement } from './service';

/* The console's 协议: the very functions ops publish-agreement and create-partial-contract call, each a staff action. */

const refused = (reason: string) => new BusinessError(ERROR_CODES.validation, reason);

export async function platformAgreementPublish(
  ctx: Ctx,
  a: z.output<typeof contract.platformAgreementPublish.request>,
  auth: StaffAuth,
): Promise<z.output<typeof contract.platformAgreementPublish.response>> {
  const record = (trx: Executor, p: { agreementId: string; version: number }) =>
    recordStaffAction(
      ctx,
      auth,
      { action: 'agreement.publish', targetType: 'agreement', targetId: p.agreementId, summary: `发布框架协议第 ${p.version} 版` },
      trx,
    );
  const result = await publishFrameworkAgreement(ctx, a, record);
  if (!result.ok) throw refused(result.reason);
  return { agreementId: result.agreementId, version: result.version, publishedAt: result.publishedAt };
}

export async function platformPartialContractCreate(
  ctx: Ctx,
  c: z.output<typeof contract.platformPartialContractCreate.request>,
  auth: StaffAuth,
): Promise<z.output<typeof contract.platformPartialContractCreate.response>> {
  const supplierId = parseId(c.supplierId);
  const order = supplierId === null ? null : await ctx.orders.ofSupplier(supplierId, c.orderId);
  if (supplierId === null || !order) throw new BusinessError(ERROR_CODES.notFound, `订单 ${c.orderId} 不存在或不属于该供应商`);
  const record = (trx: Executor, contractId: string) =>
    recordStaffAction(
      ctx,
      auth,
      {
        action: 'contract.create',
        targetType: 'contract',
        targetId: contractId,
        summary: `为供应商 #${supplierId} 的订单 #${order.id}「${order.title}」创建补充合同 #${contractId}`,
      },
      trx,
    );
  const result = await createPartialContract(ctx, { supplierId, order, html: c.html, title: c.title }, record);
  if (!result.ok) throw refused(result.reason);
  return { agreementId: result.agreementId, mainId: result.mainId, signPath: signPartialContractPath(result.agreementId, result.mainId) };
}

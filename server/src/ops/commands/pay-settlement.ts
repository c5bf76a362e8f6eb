import { z } from 'zod';
import { SETTLEMENT_LIMITS } from '@contract/settlements.meta';
import { parseId } from '../../lib/ids';
import { paySettlement as pay } from '../../modules/settlements';
import { defineCommand } from '../command';
import { text } from './flags';
import { refusing, settlementFlag } from './settlement-flags';

const flags = z
  .strictObject({
    settlement: settlementFlag,
    fail: text(SETTLEMENT_LIMITS.failReasonMax).optional(),
    reference: text(SETTLEMENT_LIMITS.paymentReferenceMax).optional(),
  })
  .refine((f) => f.fail === undefined || f.reference === undefined, {
    message: '--reference 只用于付款成功，不能与 --fail 同时使用',
    path: ['reference'],
  });

/** The platform pays a confirmed bill to the payee it was confirmed with: paid, or failed with `--fail REASON`. */
export const paySettlement = defineCommand({
  name: 'pay-settlement',
  summary: '为已确认的结算单付款，或记录付款失败 (pay a confirmed settlement, or record a failed payout)',
  usage: [
    '--settlement <结算单编号>  (required)',
    '--reference <付款流水号>   银行付款流水号，付款成功时记在账单上 (payment reference of a paid bill)',
    '--fail <原因>              付款失败及原因，如「户名与账号不符」 (record a failure)',
  ],
  flags,
  async run({ ctx }, f) {
    const r = await refusing(() => pay(ctx, parseId(f.settlement)!, f.fail ?? null, f.reference ?? null));
    return {
      message:
        r.status === 'paid'
          ? `结算单 ${r.settlementId} 已付款 ${r.totalAmount} 分${r.paymentReference ? `，付款流水号 ${r.paymentReference}` : ''}`
          : `结算单 ${r.settlementId} 付款失败：${f.fail}`,
      data: r,
    };
  },
});

import { z } from 'zod';
import { day } from '@contract/candidates';
import { parseId } from '../../lib/ids';
import { issueSettlement as issue } from '../../modules/settlements';
import { defineCommand } from '../command';
import { readLinesFile, refusing } from './settlement-flags';

const flags = z.strictObject({
  order: z
    .string()
    .trim()
    .refine((v) => parseId(v) !== null, '应为订单编号（正整数） (an order id)'),
  from: day,
  to: day,
  'lines-file': z.string().trim().min(1, '不能为空').optional(),
});

/**
 * The platform issues a bill for an order and a period: a line per hired candidate, quantities from the
 * attendance (or the platform's own file), × the task's reward per unit; the total is the sum of the lines.
 */
export const issueSettlement = defineCommand({
  name: 'issue-settlement',
  summary: '为订单出具某期间的结算单 (issue a settlement bill for an order and period)',
  usage: [
    '--order <订单编号>        (required)',
    '--from <YYYY-MM-DD>       结算期间开始（含） (required)',
    '--to <YYYY-MM-DD>         结算期间结束（含） (required)',
    '--lines-file <文件>       平台自己的数量：JSON [{"candidateId","quantity","deduction"}] 或 CSV candidateId,quantity,deduction；',
    '                          数量最多两位小数，扣款为整数分 (quantity ≤ 2 decimals, deduction in whole fen); 不给则按考勤计算',
  ],
  flags,
  async run({ ctx }, f) {
    const lines = f['lines-file'] ? readLinesFile(f['lines-file']) : null;
    const bill = await refusing(() => issue(ctx, { orderId: parseId(f.order)!, from: f.from, to: f.to, lines }));
    return {
      message: `已出具结算单 ${bill.settlementId}（订单 ${bill.orderId}，${f.from} 至 ${f.to}，${bill.lineCount} 条明细，合计 ${bill.totalAmount} 分）`,
      data: bill,
    };
  },
});

import { z } from 'zod';
import { SETTLEMENT_LIMITS } from '@contract/settlements.meta';
import { parseId } from '../../lib/ids';
import { resolveSettlementDispute } from '../../modules/settlements';
import { defineCommand, OpsError } from '../command';
import { switchFlag, text } from './flags';
import { readLinesFile, refusing, settlementFlag } from './settlement-flags';

const flags = z.strictObject({
  settlement: settlementFlag,
  'lines-file': z.string().trim().min(1, '不能为空').optional(),
  reject: switchFlag,
  reason: text(SETTLEMENT_LIMITS.reasonMax).optional(),
});

const DEFAULT_REPLY = '平台核实后维持原结算单';

/**
 * The platform answers a dispute: `--lines-file` issues a corrected bill (a new pending bill, version + 1, for
 * the same order and period) that supersedes the disputed one; `--reject` keeps the original, pending again
 * with the platform's reply.
 */
export const resolveDispute = defineCommand({
  name: 'resolve-dispute',
  summary: '处理结算单异议：出具更正账单或驳回异议 (resolve a disputed settlement)',
  usage: [
    '--settlement <结算单编号>  (required)',
    '--lines-file <文件>        更正后的明细（格式同 issue-settlement），出具新结算单替代原单 (issue a corrected bill)',
    '--reject                   驳回异议，原结算单恢复为待确认 (keep the original)',
    `--reason <说明>            驳回时给供应商的说明，默认「${DEFAULT_REPLY}」`,
  ],
  switches: ['reject'],
  flags,
  async run({ ctx }, f) {
    if (Boolean(f['lines-file']) === f.reject)
      throw new OpsError('请二选一：--lines-file <文件> 或 --reject (give exactly one of --lines-file or --reject)');
    if (!f.reject && f.reason) throw new OpsError('--reason 只用于 --reject (only with --reject)');
    const id = parseId(f.settlement)!;
    const resolution = f.reject ? { reject: f.reason ?? DEFAULT_REPLY } : { lines: readLinesFile(f['lines-file']!) };
    const r = await refusing(() => resolveSettlementDispute(ctx, id, resolution));
    return {
      message: r.correctedBy
        ? `已出具更正结算单 ${r.correctedBy}，替代结算单 ${r.settlementId}`
        : `已驳回异议，结算单 ${r.settlementId} 恢复为待确认`,
      data: r,
    };
  },
});

import { z } from 'zod';
import { VERIFICATION_KIND_LABELS, VERIFICATION_LIMITS } from '@contract/verification.meta';
import { parseId } from '../../lib/ids';
import { reviewVerification as review } from '../../modules/verification';
import { BusinessError } from '../../http/envelope';
import { defineCommand, OpsError } from '../command';
import { switchFlag } from './flags';

const flags = z
  .strictObject({
    supplier: z
      .string()
      .trim()
      .refine((v) => parseId(v) !== null, '应为供应商编号（正整数） (a supplier id)'),
    approve: switchFlag,
    reject: switchFlag,
    reason: z
      .string()
      .trim()
      .min(1, '不能为空')
      .max(VERIFICATION_LIMITS.reasonMax, `长度不能超过 ${VERIFICATION_LIMITS.reasonMax} 个字符`)
      .optional(),
  })
  .superRefine((f, ctx) => {
    if (f.approve === f.reject)
      ctx.addIssue({
        code: 'custom',
        path: ['approve'],
        message: '--approve 和 --reject 必须且只能选一个 (exactly one of --approve, --reject)',
      });
    else if (f.reject && !f.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: '驳回时必须写明原因 (required with --reject)' });
    else if (f.approve && f.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: '通过时不需要原因 (only with --reject)' });
  });

/** The platform's decision on a supplier's verification (or upgrade) under review. */
export const reviewVerification = defineCommand({
  name: 'review-verification',
  summary: '审核供应商的认证资料（通过或驳回） (approve or reject a supplier verification)',
  usage: [
    '--supplier <编号>   供应商编号 (required)',
    '--approve          通过：供应商名称、类型和信用代码以认证资料为准',
    '--reject           驳回，须同时给出 --reason',
    `--reason <原因>     驳回原因，供应商可见，最多 ${VERIFICATION_LIMITS.reasonMax} 字`,
  ],
  flags,
  switches: ['approve', 'reject'],
  async run({ ctx }, f) {
    const input = { supplierId: parseId(f.supplier)!, decision: f.approve ? ('approve' as const) : ('reject' as const), reason: f.reason };
    const result = await review(ctx, input, {}).catch((err: unknown) => {
      throw err instanceof BusinessError ? new OpsError(err.message) : err;
    });
    const what = `${result.isUpgrade ? '升级' : ''}${VERIFICATION_KIND_LABELS[result.kind]}`;
    return {
      message: `供应商 #${result.supplierId}「${result.name}」的${what}已${f.approve ? '通过' : `驳回（${f.reason}）`} (${f.approve ? 'approved' : 'rejected'})`,
      data: {
        supplierId: result.supplierId,
        verifyStatus: result.verifyStatus,
        kind: result.kind,
        isUpgrade: result.isUpgrade,
        name: result.name,
      },
    };
  },
});

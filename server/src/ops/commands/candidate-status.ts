import { z } from 'zod';
import { CANDIDATE_LIMITS, CANDIDATE_STATUSES, CANDIDATE_STATUS_LABELS } from '@contract/candidates.meta';
import { BusinessError } from '../../http/envelope';
import { parseId } from '../../lib/ids';
import { moveCandidateStatus } from '../../modules/candidates';
import { defineCommand, OpsError } from '../command';

const flags = z.strictObject({
  candidate: z
    .string()
    .trim()
    .refine((v) => parseId(v) !== null, '应为候选人编号（正整数） (a candidate id)'),
  to: z.enum(CANDIDATE_STATUSES, `只能是 ${CANDIDATE_STATUSES.join('|')} 之一`),
  reason: z
    .string()
    .trim()
    .min(1, '不能为空')
    .max(CANDIDATE_LIMITS.reasonMax, `长度不能超过 ${CANDIDATE_LIMITS.reasonMax} 个字符`)
    .optional(),
});

/** The employer's side of the pipeline: moves a candidate on, as the platform ("平台" in the timeline). */
export const candidateStatus = defineCommand({
  name: 'candidate-status',
  summary: '推进候选人状态（用工方操作） (move a candidate through the pipeline)',
  usage: [
    '--candidate <编号>   候选人编号 (required)',
    `--to <状态>          ${CANDIDATE_STATUSES.map((s) => `${s}=${CANDIDATE_STATUS_LABELS[s]}`).join(' ')} (required)`,
    '--reason <原因>      改为 rejected 时必填 (required for rejected)',
  ],
  flags,
  async run({ ctx }, f) {
    try {
      const moved = await moveCandidateStatus(ctx, parseId(f.candidate)!, f.to, f.reason ?? null, { userId: null, label: '平台' });
      return {
        message: `候选人 ${moved.candidateId}：${CANDIDATE_STATUS_LABELS[moved.from]} → ${CANDIDATE_STATUS_LABELS[moved.to]} (${moved.from} → ${moved.to})`,
        data: moved,
      };
    } catch (err) {
      if (err instanceof BusinessError) throw new OpsError(err.message);
      throw err;
    }
  },
});

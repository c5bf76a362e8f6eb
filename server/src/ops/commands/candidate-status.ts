import { z } from 'zod';
import { dateTime, day } from '@contract/candidates';
import { CANDIDATE_LIMITS, CANDIDATE_STATUSES, CANDIDATE_STATUS_LABELS } from '@contract/candidates.meta';
import { BusinessError } from '../../http/envelope';
import { parseId } from '../../lib/ids';
import { moveCandidateStatus, PLATFORM_ACTOR } from '../../modules/candidates';
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
  'interview-at': dateTime.optional(),
  place: z.string().trim().min(1, '不能为空').max(CANDIDATE_LIMITS.interviewPlaceMax).optional(),
  'hired-on': day.optional(),
});

/** The employer's side of the pipeline: moves a candidate on, as the platform ("平台" in the timeline). */
export const candidateStatus = defineCommand({
  name: 'candidate-status',
  summary: '推进候选人状态（用工方操作） (move a candidate through the pipeline)',
  usage: [
    '--candidate <编号>   候选人编号 (required)',
    `--to <状态>          ${CANDIDATE_STATUSES.map((s) => `${s}=${CANDIDATE_STATUS_LABELS[s]}`).join(' ')} (required)`,
    '--reason <原因>      改为 rejected 时必填 (required for rejected)',
    '--interview-at <时间> 改为 interviewed 时的面试时间，ISO 8601 带时区 (interview time, with --to interviewed)',
    '--place <地点>       改为 interviewed 时的面试地点 (interview place)',
    '--hired-on <日期>    改为 hired 时的入职日期 YYYY-MM-DD (start day, with --to hired)',
  ],
  flags,
  async run({ ctx }, f) {
    try {
      const details = {
        interviewAt: f['interview-at'] ? new Date(f['interview-at']) : null,
        interviewPlace: f.place ?? null,
        hiredOn: f['hired-on'] ?? null,
      };
      const moved = await moveCandidateStatus(ctx, parseId(f.candidate)!, f.to, f.reason ?? null, PLATFORM_ACTOR, { details });
      return {
        message: `候选人 ${moved.candidateId}：${CANDIDATE_STATUS_LABELS[moved.from]} → ${CANDIDATE_STATUS_LABELS[moved.to]} (${moved.from} → ${moved.to})${moved.note ? `，${moved.note}` : ''}`,
        data: moved,
      };
    } catch (err) {
      if (err instanceof BusinessError) throw new OpsError(err.message);
      throw err;
    }
  },
});

import { CANDIDATE_STATUS_LABELS, REASON_REQUIRED, canMoveCandidate, type CandidateStatus } from '@contract/candidates.meta';
import { ERROR_CODES } from '@contract/http';
import type { Executor } from '../../db/schema';
import { BusinessError } from '../../http/envelope';
import { isoTime } from '../../lib/time';
import { withNoticesOf } from '../notifications';
import type { CandidateCtx } from './context';
import { checkMoveDetails, moveNote, type MoveDetails } from './move-details';
import * as repo from './repo';
import { asStatus, candidateNotFound } from './rules';
import { candidateListPath } from '@contract/routes';

/** Who moved it, as the supplier's timeline names the employer's side (the command and the console alike). */
export const PLATFORM_ACTOR = { userId: null, label: '平台' } as const;

export type MovedCandidate = {
  candidateId: string;
  from: CandidateStatus;
  to: CandidateStatus;
  at: string;
  /** What the move arranged, as the supplier's timeline shows it; null for a plain move. */
  note: string | null;
};

export interface MoveOptions {
  details?: MoveDetails;
  /**
   * The status the caller saw (the console's row): when the candidate has moved since, the move is refused as
   * stale instead of being applied to a state nobody looked at.
   */
  expectedFrom?: CandidateStatus;
  /** Runs inside the move's transaction once it is made (the console records its staff action there). */
  within?: (trx: Executor, moved: MovedCandidate & { supplierId: number; orderId: number }) => Promise<void>;
}

/**
 * A pipeline move (the employer's side: the operator command and the platform console): only the moves of
 * CANDIDATE_TRANSITIONS, `rejected` with a reason; the row lock makes concurrent moves apply one by one.
 */
export async function moveCandidateStatus(
  ctx: Pick<CandidateCtx, 'db' | 'clock' | 'notices' | 'webhooks'>,
  candidateId: number,
  to: CandidateStatus,
  reason: string | null,
  actor: { userId: number | null; label: string },
  options: MoveOptions = {},
): Promise<MovedCandidate> {
  const { notices, webhooks } = ctx;
  const now = ctx.clock();
  return withNoticesOf(
    ctx.db,
    notices,
  )(async (trx, add) => {
    const row = await repo.lockCandidate(trx, candidateId, null);
    if (!row) throw candidateNotFound();
    const from = asStatus(row.status);
    if (options.expectedFrom !== undefined && options.expectedFrom !== from) {
      throw new BusinessError(
        ERROR_CODES.conflict,
        `候选人${row.name}已是「${CANDIDATE_STATUS_LABELS[from]}」（不再是「${CANDIDATE_STATUS_LABELS[options.expectedFrom]}」），可能已由他人处理，请刷新后再操作`,
      );
    }
    if (!canMoveCandidate(from, to)) {
      throw new BusinessError(ERROR_CODES.conflict, `不能从「${CANDIDATE_STATUS_LABELS[from]}」改为「${CANDIDATE_STATUS_LABELS[to]}」`);
    }
    if (REASON_REQUIRED.includes(to) && !reason) throw new BusinessError(ERROR_CODES.validation, '改为「未通过」时必须填写原因');
    const details = checkMoveDetails(to, options.details ?? {}, { now, submittedAt: row.created_at });
    const note = moveNote(details);
    await repo.setStatus(trx, row.id, to, to === 'rejected' ? reason : null, now);
    await repo.insertLog(trx, {
      candidateId: row.id,
      supplierId: row.supplier_id,
      from,
      to,
      reason,
      actorUserId: actor.userId,
      actorLabel: actor.label,
      now,
      ...details,
    });
    if (notices) {
      add(
        await notices.orderEvent(trx, row.order_id, {
          type: 'candidate_status',
          objectId: row.id,
          text: (taskTitle) => ({
            title: `候选人${row.name}：${CANDIDATE_STATUS_LABELS[to]}`,
            body: `${taskTitle}：${CANDIDATE_STATUS_LABELS[from]} → ${CANDIDATE_STATUS_LABELS[to]}${to === 'rejected' && reason ? `（${reason}）` : ''}${note ? `；${note}` : ''}`,
          }),
          // The list with this candidate's drawer open.
          link: (taskId) => candidateListPath(taskId, row.order_id, row.id),
          alsoUserIds: [row.submitted_by],
          exceptUserId: actor.userId,
        }),
      );
    }
    await webhooks?.emit(trx, {
      supplierId: row.supplier_id,
      type: 'candidate.status_changed',
      data: {
        candidateId: String(row.id),
        orderId: String(row.order_id),
        taskId: String(row.task_id),
        from,
        to,
        reason: to === 'rejected' ? reason : null,
        changedAt: isoTime(now),
        ...(details.interviewAt ? { interviewAt: isoTime(details.interviewAt) } : {}),
        ...(details.interviewPlace ? { interviewPlace: details.interviewPlace } : {}),
        ...(details.hiredOn ? { hiredOn: details.hiredOn } : {}),
      },
    });
    const moved = { candidateId: String(row.id), from, to, at: isoTime(now), note };
    await options.within?.(trx, { ...moved, supplierId: row.supplier_id, orderId: row.order_id });
    return moved;
  });
}

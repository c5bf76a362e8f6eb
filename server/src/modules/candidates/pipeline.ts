import { CANDIDATE_STATUS_LABELS, REASON_REQUIRED, canMoveCandidate, type CandidateStatus } from '@contract/candidates.meta';
import { ERROR_CODES } from '@contract/http';
import { BusinessError } from '../../http/envelope';
import { isoTime } from '../../lib/time';
import { withNoticesOf } from '../notifications';
import type { CandidateCtx } from './context';
import * as repo from './repo';
import { asStatus, candidateNotFound } from './rules';
import { candidateListPath } from '@contract/routes';

/**
 * A pipeline move (the employer's side, through the operator command): only the moves of
 * CANDIDATE_TRANSITIONS, `rejected` with a reason; the row lock makes concurrent moves apply one by one.
 */
export async function moveCandidateStatus(
  ctx: Pick<CandidateCtx, 'db' | 'clock' | 'notices' | 'webhooks'>,
  candidateId: number,
  to: CandidateStatus,
  reason: string | null,
  actor: { userId: number | null; label: string },
): Promise<{ candidateId: string; from: CandidateStatus; to: CandidateStatus; at: string }> {
  const { notices, webhooks } = ctx;
  const now = ctx.clock();
  return withNoticesOf(
    ctx.db,
    notices,
  )(async (trx, add) => {
    const row = await repo.lockCandidate(trx, candidateId, null);
    if (!row) throw candidateNotFound();
    const from = asStatus(row.status);
    if (!canMoveCandidate(from, to)) {
      throw new BusinessError(ERROR_CODES.conflict, `不能从「${CANDIDATE_STATUS_LABELS[from]}」改为「${CANDIDATE_STATUS_LABELS[to]}」`);
    }
    if (REASON_REQUIRED.includes(to) && !reason) throw new BusinessError(ERROR_CODES.validation, '改为「未通过」时必须填写原因');
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
    });
    if (notices) {
      add(
        await notices.orderEvent(trx, row.order_id, {
          type: 'candidate_status',
          objectId: row.id,
          text: (taskTitle) => ({
            title: `候选人${row.name}：${CANDIDATE_STATUS_LABELS[to]}`,
            body: `${taskTitle}：${CANDIDATE_STATUS_LABELS[from]} → ${CANDIDATE_STATUS_LABELS[to]}${to === 'rejected' && reason ? `（${reason}）` : ''}`,
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
      },
    });
    return { candidateId: String(row.id), from, to, at: isoTime(now) };
  });
}

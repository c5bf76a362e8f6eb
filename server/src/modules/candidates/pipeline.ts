import { CANDIDATE_STATUS_LABELS, REASON_REQUIRED, canMoveCandidate, type CandidateStatus } from '@contract/candidates.meta';
import { ERROR_CODES } from '@contract/http';
import type { Executor } from '../../db/schema';
import { BusinessError } from '../../http/envelope';
import { isoTime } from '../../lib/time';
import type { NoticeSignal } from '../notifications';
import type { CandidateContext } from './context';
import * as repo from './repo';
import { asStatus, candidateNotFound } from './rules';

/** The employer's side of the pipeline: status moves, made through the operator command. */
export function createPipeline(ctx: CandidateContext) {
  const { db, clock, notices, webhooks } = ctx;

  /**
   * A pipeline move (the employer's side, through the operator command): only the moves of
   * CANDIDATE_TRANSITIONS, `rejected` with a reason; the row lock makes concurrent moves apply one by one.
   */
  async function moveStatus(
    candidateId: number,
    to: CandidateStatus,
    reason: string | null,
    actor: { userId: number | null; label: string },
  ): Promise<{ candidateId: string; from: CandidateStatus; to: CandidateStatus; at: string }> {
    const now = clock();
    const inTransaction = <T>(work: (trx: Executor, add: (s: NoticeSignal[]) => void) => Promise<T>) =>
      notices ? notices.withNotices(work) : db.transaction().execute((trx) => work(trx, () => undefined));
    return inTransaction(async (trx, add) => {
      const row = await repo.lockCandidate(trx, candidateId, null);
      if (!row) throw candidateNotFound();
      const from = asStatus(row.status);
      if (!canMoveCandidate(from, to)) {
        throw new BusinessError(ERROR_CODES.conflict, `不能从「${CANDIDATE_STATUS_LABELS[from]}」改为「${CANDIDATE_STATUS_LABELS[to]}」`);
      }
      if (REASON_REQUIRED.includes(to) && !reason) throw new BusinessError(ERROR_CODES.validation, '改为「未通过」时必须填写原因');
      await repo.setStatus(trx, row.id, to, to === 'rejected' ? reason : null, now);
      await repo.insertLog(trx, { candidateId: row.id, supplierId: row.supplier_id, from, to, reason, actorUserId: actor.userId, actorLabel: actor.label, now });
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
            link: (taskId) => `/workbench/order/candidateList/${taskId}/${row.order_id}?candidate=${row.id}`,
            alsoUserIds: [row.submitted_by],
            exceptUserId: actor.userId,
          }),
        );
      }
      await webhooks?.emit(trx, {
        supplierId: row.supplier_id,
        type: 'candidate.status_changed',
        data: { candidateId: String(row.id), orderId: String(row.order_id), taskId: String(row.task_id), from, to, reason: to === 'rejected' ? reason : null, changedAt: isoTime(now) },
      });
      return { candidateId: String(row.id), from, to, at: isoTime(now) };
    });
  }

  return { moveStatus };
}

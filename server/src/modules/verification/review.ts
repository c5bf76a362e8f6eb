import { ERROR_CODES } from '@contract/http';
import { VERIFY_STATUS } from '@contract/login.meta';
import { authenticationPath } from '@contract/routes';
import { VERIFICATION_KIND_LABELS, VERIFICATION_LIMITS, type VerificationKind } from '@contract/verification.meta';
import type { Ctx } from '../../ctx';
import type { Executor } from '../../db/schema';
import { BusinessError } from '../../http/envelope';
import { recordAudit } from '../audit';
import { supplierIdentity as identity } from '../suppliers';
import * as repo from './repo';
import { conflictMessage } from './submission';

/** The platform's decision on the submission under review; a rejection says why (the supplier reads it). */
export interface VerificationReview {
  supplierId: number;
  decision: 'approve' | 'reject';
  /** Required to reject; ignored when approving. */
  reason?: string | null;
  /** Decide only this submission (the one the console's reviewer saw); another under review now is "nothing to review". */
  submissionId?: number;
}

/** What was decided, for the operator's answer or the console's. */
export interface VerificationReviewed {
  supplierId: string;
  name: string;
  kind: VerificationKind;
  isUpgrade: boolean;
  verifyStatus: number;
  decision: 'approve' | 'reject';
}

/**
 * Who decides for the platform: the operator command or a staff member of the console. The supplier's audit trail
 * names the platform (平台) either way; the console records its own staff action through `inTransaction`, so the
 * decision and that entry commit together or not at all.
 */
export interface ReviewActor {
  inTransaction?: (trx: Executor, reviewed: VerificationReviewed) => Promise<void>;
}

const refuse = (code: string, message: string) => new BusinessError(code, message);

function reasonOf(input: VerificationReview): string | null {
  if (input.decision === 'approve') return null;
  const reason = input.reason?.trim() ?? '';
  if (!reason) throw refuse(ERROR_CODES.validation, 'reason：驳回时必须写明原因');
  if (reason.length > VERIFICATION_LIMITS.reasonMax)
    throw refuse(ERROR_CODES.validation, `reason：长度不能超过 ${VERIFICATION_LIMITS.reasonMax} 个字符`);
  return reason;
}

/**
 * The platform approves or rejects the submission under review. Approval makes the verified identity the
 * supplier's (its name, type and credit code); a rejection keeps the reason for the supplier to read. The supplier
 * row is locked first, so of two reviewers deciding at once the second finds nothing under review and is refused
 * with nothing changed. Every member of the supplier is told, in the same transaction.
 */
export async function reviewVerification(ctx: Ctx, input: VerificationReview, actor: ReviewActor): Promise<VerificationReviewed> {
  const reason = reasonOf(input);
  const { supplierId } = input;
  const approve = input.decision === 'approve';
  const now = ctx.clock();
  try {
    return await ctx.notices.withNotices(async (trx, add) => {
      const supplier = Number.isSafeInteger(supplierId) ? await identity.lockSupplier(trx, supplierId) : undefined;
      if (!supplier) throw refuse(ERROR_CODES.notFound, `未找到编号为 ${supplierId} 的供应商`);
      const sub = await repo.lockReviewing(trx, supplierId);
      if (!sub || (input.submissionId !== undefined && sub.id !== input.submissionId))
        throw refuse(ERROR_CODES.conflict, await nothingToReview(trx, supplierId, supplier.name));
      const kind = sub.kind as VerificationKind;
      const name = (kind === 'company' ? sub.company_name : sub.person_name) ?? supplier.name;
      if (approve && sub.credit_code && (await identity.creditCodeHolder(trx, sub.credit_code, supplierId))) {
        throw refuse(ERROR_CODES.conflict, conflictMessage.creditCode);
      }
      if (!(await repo.decide(trx, sub.id, approve ? 'approved' : 'rejected', reason, now))) {
        throw refuse(ERROR_CODES.conflict, `供应商 #${supplierId}「${supplier.name}」的认证已由他人审核，请刷新后查看`);
      }
      if (approve) {
        await identity.applyVerifiedIdentity(trx, supplierId, {
          name,
          type: kind,
          creditCode: kind === 'company' ? sub.credit_code : supplier.credit_code,
          verifyStatus: VERIFY_STATUS.verified,
          now,
        });
      } else if (!sub.is_upgrade) {
        await identity.moveVerifyStatus(trx, supplierId, [VERIFY_STATUS.reviewing], VERIFY_STATUS.rejected, now);
      }
      await recordAudit(trx, {
        supplierId,
        actorUserId: null,
        action: approve ? 'verification.approve' : 'verification.reject',
        targetUserId: sub.submitted_by,
        detail: { kind, isUpgrade: sub.is_upgrade, name, ...(approve ? {} : { reason }) },
        at: now,
      });
      const what = `${sub.is_upgrade ? '升级' : ''}${VERIFICATION_KIND_LABELS[kind]}`;
      add(
        await ctx.notices.notifyMembers(
          trx,
          { supplierId },
          {
            type: approve ? 'verification_approved' : 'verification_rejected',
            objectId: supplierId,
            title: approve ? `${what}已通过` : `${what}未通过`,
            body: approve ? `「${name}」的${what}已审核通过` : `驳回原因：${reason}`,
            link: authenticationPath(kind),
          },
        ),
      );
      const reviewed: VerificationReviewed = {
        supplierId: String(supplierId),
        name,
        kind,
        isUpgrade: sub.is_upgrade,
        verifyStatus: approve || sub.is_upgrade ? VERIFY_STATUS.verified : VERIFY_STATUS.rejected,
        decision: input.decision,
      };
      await actor.inTransaction?.(trx, reviewed);
      return reviewed;
    });
  } catch (err) {
    throw conflictMessage.fromUniqueViolation(err) ?? err;
  }
}

/** Why there is nothing to decide: never submitted, or decided already (by another reviewer, perhaps just now). */
async function nothingToReview(trx: Executor, supplierId: number, supplierName: string): Promise<string> {
  const latest = await repo.latestSubmission(trx, supplierId);
  const base = `供应商 #${supplierId}「${supplierName}」没有待审核的认证`;
  if (!latest || latest.status === 'reviewing') return base;
  return `${base}：最近一次认证已${latest.status === 'approved' ? '通过' : '驳回'}，无需重复审核`;
}

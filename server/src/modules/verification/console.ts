import { ERROR_CODES } from '@contract/http';
import type * as contract from '@contract/platform/suppliers';
import { VERIFICATION_KIND_LABELS, type SubmissionStatus, type VerificationKind } from '@contract/verification.meta';
import type { z } from 'zod';
import type { Ctx } from '../../ctx';
import type { Executor } from '../../db/schema';
import type { FileAnswer } from '../../http/file-route';
import { BusinessError } from '../../http/envelope';
import { parseId } from '../../lib/ids';
import { chinaDateTime, isoTime } from '../../lib/time';
import { supplierFileAnswer, fileNotFound } from '../files';
import { usersByIds } from '../login';
import { recordStaffAction, type StaffAuth } from '../staff';
import * as repo from './platform-repo';

/* The console's 审核: the same review as ops review-verification, of the submission the reviewer saw. */

const STATUS_LABELS: Record<SubmissionStatus, string> = { reviewing: '审核中', approved: '已通过', rejected: '已驳回' };
const notFound = () => new BusinessError(ERROR_CODES.notFound, '认证记录不存在');

type Row = NonNullable<Awaited<ReturnType<typeof repo.findSubmission>>>;

/** Why a submission can no longer be decided: someone else (or the supplier) moved on. Nothing is changed. */
function stale(row: Row): BusinessError {
  const when = row.reviewed_at ? `（${chinaDateTime(row.reviewed_at).slice(0, 16)}）` : '';
  const what = row.status === 'approved' ? '审核通过' : row.status === 'rejected' ? '驳回' : '处理';
  return new BusinessError(ERROR_CODES.conflict, `该认证已被其他审核员${what}${when}，无需重复审核；请刷新查看最新状态`);
}

async function decide(
  ctx: Ctx,
  verificationId: string,
  decision: { approve: true } | { approve: false; reason: string },
  auth: StaffAuth,
): Promise<{ supplierId: string; verifyStatus: number }> {
  const id = parseId(verificationId);
  const row = id === null ? undefined : await repo.findSubmission(ctx.db, id);
  if (!row) throw notFound();
  if (row.status !== 'reviewing') throw stale(row);
  const name = (row.kind === 'company' ? row.company_name : row.person_name) ?? '';
  const what = `${row.is_upgrade ? '升级' : ''}${VERIFICATION_KIND_LABELS[row.kind as VerificationKind]}`;
  const within = (trx: Executor) =>
    recordStaffAction(
      ctx,
      auth,
      {
        action: decision.approve ? 'verification.approve' : 'verification.reject',
        targetType: 'supplier',
        targetId: row.supplier_id,
        summary: `${decision.approve ? '通过' : '驳回'}供应商 #${row.supplier_id}「${name}」的${what}${decision.approve ? '' : `：${decision.reason}`}`,
      },
      trx,
    );
  const result = await ctx.verification.review(row.supplier_id, decision, { submissionId: row.id, within });
  if (!result.ok) {
    // Lost a race: the submission was decided between the read above and the review's lock.
    const now = await repo.findSubmission(ctx.db, row.id);
    if (now && now.status !== 'reviewing') throw stale(now);
    throw new BusinessError(ERROR_CODES.conflict, result.error);
  }
  return { supplierId: result.supplierId, verifyStatus: result.verifyStatus };
}

export function platformVerificationApprove(
  ctx: Ctx,
  { verificationId }: z.output<typeof contract.platformVerificationApprove.request>,
  auth: StaffAuth,
) {
  return decide(ctx, verificationId, { approve: true }, auth);
}

export function platformVerificationReject(
  ctx: Ctx,
  { verificationId, reason }: z.output<typeof contract.platformVerificationReject.request>,
  auth: StaffAuth,
) {
  return decide(ctx, verificationId, { approve: false, reason }, auth);
}

/** A licence or ID card image, only when it belongs to one of the supplier's submissions. */
export async function platformVerificationImage(
  ctx: Ctx,
  q: z.output<typeof contract.platformVerificationImage.request>,
  _auth: StaffAuth,
): Promise<FileAnswer> {
  const supplierId = parseId(q.supplierId);
  const fileId = parseId(q.fileId);
  if (supplierId === null || fileId === null || !(await repo.isSubmissionImage(ctx.db, supplierId, fileId))) throw fileNotFound();
  return supplierFileAnswer(ctx, supplierId, fileId);
}

function imagesOf(r: Row): contract.PlatformVerification['images'] {
  const images = [
    { id: r.licence_file_id, label: '营业执照' },
    { id: r.id_front_file_id, label: '身份证人像面' },
    { id: r.id_back_file_id, label: '身份证国徽面' },
  ];
  return images.flatMap((i) => (i.id === null ? [] : [{ fileId: String(i.id), label: i.label }]));
}

/** The supplier's submissions, newest first, with who submitted each (the supplier page's 认证记录). */
export async function verificationHistory(ctx: Ctx, supplierId: number): Promise<contract.PlatformVerification[]> {
  const rows = await repo.submissionsOf(ctx.db, supplierId);
  const users = await usersByIds(
    ctx.db,
    rows.map((r) => r.submitted_by),
  );
  return rows.map((r) => {
    const user = users.get(r.submitted_by);
    const status = r.status as SubmissionStatus;
    return {
      verificationId: String(r.id),
      kind: r.kind as VerificationKind,
      isUpgrade: r.is_upgrade,
      status,
      statusLabel: STATUS_LABELS[status],
      companyName: r.company_name,
      creditCode: r.credit_code,
      legalPerson: r.legal_person,
      personName: r.person_name,
      idNumber: r.id_number,
      images: imagesOf(r),
      submittedBy: user ? { userId: String(r.submitted_by), name: user.user_name, phone: user.phone } : null,
      submittedAt: isoTime(r.submitted_at),
      reviewedAt: r.reviewed_at ? isoTime(r.reviewed_at) : null,
      rejectReason: r.reject_reason,
    };
  });
}

/** Suppliers under review (or verified) with this credit code: the supplier row has it only once approved. */
export const suppliersByClaimedCreditCode = (ctx: Ctx, creditCode: string) => repo.suppliersClaimingCreditCode(ctx.db, creditCode);

/** How many submissions wait for a reviewer (待办). */
export const reviewingCount = (ctx: Ctx) => repo.countReviewing(ctx.db);

import { maskIdNumber } from '@contract/id-number';
import { ERROR_CODES } from '@contract/http';
import { VERIFY_STATUS } from '@contract/login.meta';
import { ocrParseFields, type AuthInfo } from '@contract/verification';
import { VERIFICATION_LIMITS } from '@contract/verification.meta';
import type { Ctx } from '../../ctx';
import type { AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import type { Upload } from '../../http/uploads';
import { fieldPath, formatIssues } from '../../http/zod-messages';
import { supplierById } from '../suppliers';
import { checkImage } from './image';
import { readIdCard, readLicence } from './read-fields';
import * as repo from './repo';

const idText = (id: number | null) => (id === null ? null : String(id));

/** The caller's verification (auth_info): the supplier's state and its latest submission, the ID number masked. */
export async function authInfo(ctx: Ctx, _input: unknown, auth: AuthContext): Promise<AuthInfo> {
  const s = auth.supplier;
  const tipsClosed = await repo.tipsClosed(ctx.db, auth.userId);
  if (!s)
    return {
      verifyStatus: VERIFY_STATUS.none,
      supplierId: null,
      supplierName: null,
      supplierType: null,
      isMain: true,
      reason: null,
      submission: null,
      tipsClosed,
    };
  const [sub, type] = await Promise.all([repo.latestSubmission(ctx.db, s.id), supplierById(ctx.db, s.id)]);
  return {
    verifyStatus: s.verifyStatus,
    supplierId: String(s.id),
    supplierName: s.name,
    supplierType: type?.supplier_type === 'person' ? 'person' : 'company',
    isMain: s.isMain,
    reason: sub?.status === 'rejected' ? sub.reject_reason : null,
    submission: sub
      ? {
          kind: sub.kind === 'person' ? 'person' : 'company',
          isUpgrade: sub.is_upgrade,
          status: sub.status as 'reviewing' | 'approved' | 'rejected',
          companyName: sub.company_name,
          creditCode: sub.credit_code,
          legalPerson: sub.legal_person,
          licenceFileId: idText(sub.licence_file_id),
          name: sub.person_name,
          idNumberMasked: sub.id_number ? maskIdNumber(sub.id_number) : null,
          idFrontFileId: idText(sub.id_front_file_id),
          idBackFileId: idText(sub.id_back_file_id),
          submittedAt: sub.submitted_at.toISOString(),
          reviewedAt: sub.reviewed_at?.toISOString() ?? null,
        }
      : null,
    tipsClosed,
  };
}

/** Whether the caller may upgrade their person supplier to a company now, and if not, why. */
export async function upgradeCheck(ctx: Ctx, _input: unknown, auth: AuthContext): Promise<{ canUpgrade: boolean; reason: string | null }> {
  const no = (reason: string) => ({ canUpgrade: false, reason });
  const s = auth.supplier;
  if (!s) return no('您还没有完成认证，请先提交企业或个人认证');
  if (!s.isMain) return no('只有企业管理员可以升级认证');
  const info = await authInfo(ctx, {}, auth);
  if (info.supplierType !== 'person') return no('已是企业供应商，无需升级');
  if (s.verifyStatus !== VERIFY_STATUS.verified) return no('个人认证通过后才能升级为企业认证');
  if (info.submission?.isUpgrade && info.submission.status === 'reviewing') return no('升级申请正在审核中，请耐心等待审核结果');
  return { canUpgrade: true, reason: null };
}

/** Dismisses the verification banner for this user, for good. */
export async function closeTips(ctx: Ctx, _input: unknown, auth: AuthContext): Promise<null> {
  await repo.closeTips(ctx.db, auth.userId, ctx.clock());
  return null;
}

/** Stores the image (the caller's supplier's, or the caller's own before they have one) and reads it. */
export async function ocrParse(ctx: Ctx, upload: Upload, auth: AuthContext) {
  if (auth.supplier && !auth.supplier.isMain) throw new BusinessError(ERROR_CODES.forbidden, '只有企业管理员可以上传认证资料');
  const parsed = ocrParseFields.safeParse(upload.fields);
  if (!parsed.success)
    throw new BusinessError(
      ERROR_CODES.validation,
      formatIssues(
        parsed.error.issues.flatMap((i) =>
          i.code === 'unrecognized_keys'
            ? i.keys.map((k) => ({ field: k, message: '不允许的字段' }))
            : [{ field: fieldPath(i.path), message: i.message }],
        ),
      ),
    );
  const file = upload.files.find((f) => f.fieldName === 'file');
  if (!file || upload.files.length !== 1 || file.bytes.length === 0) {
    throw new BusinessError(ERROR_CODES.validation, `file：请上传一张 PNG 或 JPG 图片（不超过 ${VERIFICATION_LIMITS.imageMaxLabel}）`);
  }
  const checked = await checkImage(file.bytes);
  if (!checked.ok)
    throw new BusinessError(checked.reason === 'type' ? ERROR_CODES.unsupportedMediaType : ERROR_CODES.validation, checked.message);
  const stored = await ctx.files.store(ctx.db, {
    supplierId: auth.supplier?.id ?? null,
    userId: auth.userId,
    purpose: parsed.data.kind,
    originalName: file.fileName,
    bytes: file.bytes,
    type: checked.type,
  });
  const ocrAvailable = await ctx.ocr.available();
  const text = ocrAvailable ? await ctx.ocr.read(file.bytes) : null;
  const reading = text === null ? { fields: {}, confidence: {} } : parsed.data.kind === 'licence' ? readLicence(text) : readIdCard(text);
  return { fileId: stored.fileId, fields: reading.fields, confidence: reading.confidence, ocrAvailable };
}

import { createHash } from 'node:crypto';
import { PERMISSIONS, VERIFY_STATUS } from '@contract/login.meta';
import type { Executor } from '../db/schema';
import { recordAudit } from '../modules/audit';
import { insertFile } from '../modules/files';
import { insertDemoUser } from '../modules/login';
import { addMember, membershipOf } from '../modules/members';
import { insertDemoSupplier } from '../modules/suppliers';
import { insertDemoVerification } from '../modules/verification';

/** A user whose company verification the platform rejected: the authentication screen shows why at first start. */
export const DEMO_REJECTED = {
  phone: '13800000009',
  userName: '赵磊',
  companyName: '杭州远航人力资源有限公司',
  creditCode: '91330100799655058B',
  legalPerson: '赵磊',
  reason: '营业执照图片模糊，无法辨认统一社会信用代码，请上传清晰完整的营业执照照片',
};

/** A plain grey 64×48 PNG standing in for the blurred licence photo. */
const BLURRED_LICENCE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAAAAACEICPDAAAAJ0lEQVR4nO3MQREAAAwCIPsHNYch9ttBANKjCAQCgUAgEAgEgq/BAKXayJcjyFOdAAAAAElFTkSuQmCC',
  'base64',
);

export async function seedDemoVerification(trx: Executor, now: Date): Promise<void> {
  const d = DEMO_REJECTED;
  const submittedAt = new Date(now.getTime() - 2 * 86_400_000);
  const userId = await insertDemoUser(trx, {
    phone: d.phone,
    userName: d.userName,
    createdAt: submittedAt,
    updatedAt: submittedAt,
    existing: 'touch',
  });
  if (await membershipOf(trx, userId)) return;
  const supplierId = await insertDemoSupplier(trx, {
    name: d.companyName,
    verify_status: VERIFY_STATUS.rejected,
    supplier_type: 'company',
    created_at: submittedAt,
    updated_at: now,
  });
  await addMember(trx, { supplierId, userId, isMain: true, authList: [...PERMISSIONS], now: submittedAt });
  const fileId = await insertFile(trx, {
    supplierId,
    userId,
    purpose: 'licence',
    name: '营业执照.png',
    mime: 'image/png',
    ext: 'png',
    sha256: createHash('sha256').update(BLURRED_LICENCE).digest('hex'),
    content: BLURRED_LICENCE,
    now: submittedAt,
  });
  const reviewedAt = new Date(submittedAt.getTime() + 3_600_000);
  await insertDemoVerification(trx, {
    supplier_id: supplierId,
    kind: 'company',
    status: 'rejected',
    company_name: d.companyName,
    credit_code: d.creditCode,
    legal_person: d.legalPerson,
    licence_file_id: fileId,
    submitted_by: userId,
    submitted_at: submittedAt,
    reviewed_at: reviewedAt,
    reject_reason: d.reason,
  });
  await recordAudit(trx, {
    supplierId,
    actorUserId: userId,
    action: 'verification.submit',
    detail: { kind: 'company', name: d.companyName },
    clientIp: null,
    at: submittedAt,
  });
  await recordAudit(trx, {
    supplierId,
    actorUserId: null,
    action: 'verification.reject',
    targetUserId: userId,
    detail: { kind: 'company', isUpgrade: false, name: d.companyName, reason: d.reason },
    clientIp: null,
    at: reviewedAt,
  });
}

import { createHash } from 'node:crypto';
import { PERMISSIONS, VERIFY_STATUS } from '@contract/login.meta';
import type { Executor } from '../db/schema';

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
  const user = await trx
    .insertInto('app_user')
    .values({ phone: d.phone, user_name: d.userName, created_at: submittedAt, updated_at: submittedAt })
    .onConflict((oc) => oc.column('phone').doUpdateSet({ updated_at: now }))
    .returning('id')
    .executeTakeFirstOrThrow();
  if (await trx.selectFrom('supplier_member').select('user_id').where('user_id', '=', user.id).executeTakeFirst()) return;
  const supplier = await trx
    .insertInto('supplier')
    .values({ name: d.companyName, verify_status: VERIFY_STATUS.rejected, supplier_type: 'company', created_at: submittedAt, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('supplier_member').values({ supplier_id: supplier.id, user_id: user.id, is_main: true, auth_list: [...PERMISSIONS], joined_at: submittedAt }).execute();
  const file = await trx
    .insertInto('stored_file')
    .values({
      supplier_id: supplier.id,
      uploaded_by: user.id,
      purpose: 'licence',
      original_name: '营业执照.png',
      mime: 'image/png',
      ext: 'png',
      size: BLURRED_LICENCE.length,
      sha256: createHash('sha256').update(BLURRED_LICENCE).digest('hex'),
      content: BLURRED_LICENCE,
      created_at: submittedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('supplier_verification')
    .values({
      supplier_id: supplier.id,
      kind: 'company',
      status: 'rejected',
      company_name: d.companyName,
      credit_code: d.creditCode,
      legal_person: d.legalPerson,
      licence_file_id: file.id,
      submitted_by: user.id,
      submitted_at: submittedAt,
      reviewed_at: new Date(submittedAt.getTime() + 3_600_000),
      reject_reason: d.reason,
    })
    .execute();
  await trx
    .insertInto('supplier_audit')
    .values([
      { supplier_id: supplier.id, actor_user_id: user.id, action: 'verification.submit', detail: JSON.stringify({ kind: 'company', name: d.companyName }), client_ip: null, created_at: submittedAt },
      {
        supplier_id: supplier.id,
        actor_user_id: null,
        action: 'verification.reject',
        target_user_id: user.id,
        detail: JSON.stringify({ kind: 'company', isUpgrade: false, name: d.companyName, reason: d.reason }),
        client_ip: null,
        created_at: new Date(submittedAt.getTime() + 3_600_000),
      },
    ])
    .execute();
}

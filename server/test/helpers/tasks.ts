import { PERMISSIONS, VERIFY_STATUS } from '@contract/login';
import type { NewTask } from '../../src/modules/tasks/schema';
import { signCurrentFramework } from '../../src/modules/agreements';
import { loginAs } from './session';
import { uniquePhone, type TestApp } from './test-app';

/** Inserts an open task (上海市 普工 by default); tests override what they filter or race on. */
export async function insertTask(t: TestApp, over: Partial<NewTask> = {}): Promise<number> {
  const now = t.clock();
  const row = await t.db
    .insertInto('task')
    .values({
      title: '测试任务',
      position_type_id: 101,
      province_code: '310000',
      city_code: '310100',
      district_code: null,
      address: '测试路 1 号',
      company_name: '测试用工有限公司',
      reward_amount: 2500,
      reward_unit: 'hour',
      settlement_type: 'monthly',
      features: [],
      person_number: 10,
      taken_count: 0,
      sex_requirement: 'any',
      degree_requirement: 'any',
      age_min: 18,
      age_max: 45,
      work_time: '08:00-17:00',
      description: '测试岗位说明',
      requirements: '身体健康',
      adviser_name: '测试顾问',
      adviser_phone: '13900000000',
      adviser_wechat: null,
      status: 1,
      publish_time: now,
      created_at: now,
      updated_at: now,
      ...over,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface Member {
  token: string;
  userId: number;
  supplierId: number;
}

/**
 * A new supplier (verified with every permission unless told otherwise) and its logged-in administrator. A
 * verified one has signed the current framework agreement (taking orders needs it) unless `signAgreement: false`.
 */
export async function supplierMember(
  t: TestApp,
  opts: { verifyStatus?: number; authList?: string[]; signAgreement?: boolean } = {},
): Promise<Member> {
  const now = t.clock();
  const phone = uniquePhone();
  const user = await t.db
    .insertInto('app_user')
    .values({ phone, user_name: `用户${phone.slice(-4)}`, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const supplier = await t.db
    .insertInto('supplier')
    .values({
      name: `测试供应商${phone.slice(-4)}`,
      verify_status: opts.verifyStatus ?? VERIFY_STATUS.verified,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('supplier_member')
    .values({ supplier_id: supplier.id, user_id: user.id, is_main: true, auth_list: opts.authList ?? [...PERMISSIONS], joined_at: now })
    .execute();
  const verified = (opts.verifyStatus ?? VERIFY_STATUS.verified) === VERIFY_STATUS.verified;
  if (verified && opts.signAgreement !== false) {
    await signCurrentFramework(t.db, { supplierId: supplier.id, signer: { userId: user.id, name: `用户${phone.slice(-4)}`, phone }, now });
  }
  const { token } = await loginAs(t, phone);
  return { token, userId: user.id, supplierId: supplier.id };
}

/** A logged-in user who belongs to no supplier. */
export async function loneUser(t: TestApp): Promise<{ token: string; userId: number }> {
  const phone = uniquePhone();
  const { token } = await loginAs(t, phone);
  const user = await t.db.selectFrom('app_user').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
  return { token, userId: user.id };
}

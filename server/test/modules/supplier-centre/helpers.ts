import type { z } from 'zod';
import * as user from '@contract/user';
import { PERMISSIONS, VERIFY_STATUS } from '@contract/login.meta';
import * as centre from '@contract/supplier-centre';
import { luhnValid } from '@contract/supplier-centre.meta';
import { DEFAULT_SMS_RULES } from '../../../src/config';
import { loginAs } from '../../helpers/session';
import { uniquePhone, type TestApp } from '../../helpers/test-app';

/** Codes may be asked for again at once and often: these tests are about bank rules, not the SMS limits. */
export const SMS_CONFIG = {
  sms: {
    ...DEFAULT_SMS_RULES,
    resendIntervalSeconds: 0,
    dailyLimitPerPhone: 1000,
    dailyLimitPerPhonePerAddress: 1000,
    hourlyLimitPerAddress: 1000,
  },
};

export interface CentreMember {
  token: string;
  phone: string;
  userId: number;
  supplierId: number;
  supplierName: string;
}

/** A supplier with one (main) member holding `authList`; verified company by default. */
export async function centreMember(
  t: TestApp,
  opts: { verifyStatus?: number; authList?: string[]; type?: 'company' | 'person'; supplierId?: number } = {},
): Promise<CentreMember> {
  const now = t.clock();
  const phone = uniquePhone();
  const user = await t.db
    .insertInto('app_user')
    .values({ phone, user_name: `用户${phone.slice(-4)}`, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  let supplierId = opts.supplierId;
  if (supplierId === undefined) {
    const row = await t.db
      .insertInto('supplier')
      .values({
        name: `测试科技（${phone.slice(-4)}）有限公司`,
        verify_status: opts.verifyStatus ?? VERIFY_STATUS.verified,
        supplier_type: opts.type ?? 'company',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    supplierId = row.id;
  }
  await t.db
    .insertInto('supplier_member')
    .values({
      supplier_id: supplierId,
      user_id: user.id,
      is_main: opts.supplierId === undefined,
      auth_list: opts.authList ?? [...PERMISSIONS],
      joined_at: now,
    })
    .execute();
  const supplier = await t.db.selectFrom('supplier').select('name').where('id', '=', supplierId).executeTakeFirstOrThrow();
  const { token } = await loginAs(t, phone);
  return { token, phone, userId: user.id, supplierId, supplierName: supplier.name };
}

/** Sends a fresh `bank` code to the member's own phone (send_ver_code) and returns it. */
export async function freshCode(t: TestApp, m: { phone: string; token: string }): Promise<string> {
  const sent = await t.call(user.sendVerCode, { scene: 'bank' }, { token: m.token });
  if (!sent.body.flag) throw new Error(`send code failed: ${sent.body.errorMsg}`);
  return t.sms.lastCode(m.phone, 'bank');
}

type OperationInput = Omit<z.input<typeof centre.operationBank.request>, 'code'> & { code?: string };

/** operation_bank with a fresh code unless the test gives one. */
export async function operate(t: TestApp, m: CentreMember, body: OperationInput) {
  const code = body.code ?? (await freshCode(t, m));
  return t.call(centre.operationBank, { ...body, code } as never, { token: m.token });
}

/** `prefix` completed with the Luhn check digit. */
export function card(prefix: string): string {
  for (let d = 0; d <= 9; d += 1) if (luhnValid(prefix + d)) return prefix + d;
  throw new Error('unreachable');
}

/** A valid card number whose check digit is wrong. */
export function badLuhn(prefix: string): string {
  const good = card(prefix);
  return prefix + ((Number(good.at(-1)) + 1) % 10);
}

export const accountsOf = (t: TestApp, supplierId: number) =>
  t.db.selectFrom('supplier_bank_account').selectAll().where('supplier_id', '=', supplierId).orderBy('id').execute();

/** Two valid card numbers of different banks' ranges. */
export const CARD_A = card('622202100112345678'.slice(0, 18));
export const CARD_B = card('621700000000123');

type AddExtra = Partial<{ bankCode: string; accountName: string; branchName: string; code: string }>;

/** bank_info, and operation_bank `add` of an ICBC account in the supplier's own name unless `extra` says otherwise. */
export const bankCalls = (app: () => TestApp) => ({
  info: (m: CentreMember) => app().call(centre.bankInfo, {}, { token: m.token }),
  add: (m: CentreMember, accountNumber: string, extra: AddExtra = {}) =>
    operate(app(), m, { action: 'add', bankCode: 'ICBC', accountName: m.supplierName, accountNumber, ...extra }),
});

/** The codes of 广东省 深圳市 南山区 in the region table: a valid province → city → district chain. */
export async function nanshan(t: TestApp): Promise<{ province: string; city: string; district: string }> {
  const row = await t.db
    .selectFrom('region as d')
    .innerJoin('region as c', 'c.code', 'd.parent_code')
    .select(['d.code as district', 'c.code as city', 'c.parent_code as province'])
    .where('d.name', '=', '南山区')
    .where('c.name', '=', '深圳市')
    .executeTakeFirstOrThrow();
  return { province: row.province!, city: row.city, district: row.district };
}

import * as centre from '@contract/supplier-centre';
import { getDefaultPayoutAccount, getPayoutAccount } from '../../../src/modules/supplier-centre';
import { DEMO, loginAs } from '../../helpers/session';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { accountsOf, bankCalls, CARD_A, CARD_B, centreMember, operate, SMS_CONFIG } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: SMS_CONFIG });
});
afterAll(() => t.close());

const { info, add } = bankCalls(() => t);
const auditsOf = (supplierId: number) =>
  t.db
    .selectFrom('supplier_audit')
    .select(['action', 'detail'])
    .where('supplier_id', '=', supplierId)
    .where('action', 'like', 'bank.%')
    .execute();

describe('bank_info and operation_bank: the happy paths', () => {
  it('adds the first account as the default and lists it masked', async () => {
    const m = await centreMember(t);
    const res = await add(m, CARD_A, { branchName: '  上海分行营业部 ' });
    expect(res.body).toMatchObject({ flag: true, data: { id: expect.stringMatching(/^\d+$/) } });
    const listed = await info(m);
    expect(listed.body.data).toEqual({
      list: [
        {
          id: res.body.data.id,
          bankCode: 'ICBC',
          bankName: '中国工商银行',
          accountName: m.supplierName,
          accountNumber: `${CARD_A.slice(0, 4)} **** **** ${CARD_A.slice(-4)}`,
          branchName: '上海分行营业部',
          isDefault: true,
        },
      ],
      holderName: m.supplierName,
      verified: true,
    });
    expect(JSON.stringify(listed.body)).not.toContain(CARD_A);
    const [row] = await accountsOf(t, m.supplierId);
    expect(row).toMatchObject({ account_number: CARD_A, is_default: true, created_by: m.userId });
    const audits = await auditsOf(m.supplierId);
    expect(audits).toEqual([
      {
        action: 'bank.add',
        detail: { accountId: res.body.data.id, bankCode: 'ICBC', accountNumber: `${CARD_A.slice(0, 4)} **** **** ${CARD_A.slice(-4)}` },
      },
    ]);
    expect(JSON.stringify(audits)).not.toContain(CARD_A);
  });

  it('accepts a corporate account (8–30 digits, no check digit) and a number typed with spaces', async () => {
    const m = await centreMember(t);
    expect((await add(m, '1001 2345 6789 0123 45678', { bankCode: 'BOC' })).body.flag).toBe(true);
    expect((await add(m, '12345678')).body.flag).toBe(true);
    expect((await accountsOf(t, m.supplierId)).map((a) => a.account_number)).toEqual(['100123456789012345678', '12345678']);
  });

  it('accepts full-width brackets where the verified name has half-width ones (and vice versa)', async () => {
    const m = await centreMember(t);
    const name = m.supplierName.replace('（', '(').replace('）', ')');
    expect(name).not.toBe(m.supplierName);
    expect((await add(m, CARD_A, { accountName: name })).body.flag).toBe(true);
    expect((await accountsOf(t, m.supplierId))[0]!.account_name).toBe(m.supplierName);
  });

  it('sets another account as the default, leaving exactly one', async () => {
    const m = await centreMember(t);
    await add(m, CARD_A);
    const second = await add(m, CARD_B);
    expect(second.body.data.list.map((a) => a.isDefault)).toEqual([true, false]);
    const res = await operate(t, m, { action: 'default', id: second.body.data.id! });
    expect(res.body.flag).toBe(true);
    expect(res.body.data.list.map((a) => [a.id, a.isDefault])).toEqual([
      [second.body.data.id, true],
      [expect.any(String), false],
    ]);
    expect((await accountsOf(t, m.supplierId)).filter((a) => a.is_default)).toHaveLength(1);
  });

  it('edits bank, branch and number; an edit without a number keeps the stored one', async () => {
    const m = await centreMember(t);
    const { id } = (await add(m, CARD_A)).body.data;
    const edited = await operate(t, m, { action: 'edit', id: id!, bankCode: 'CMB', accountName: m.supplierName, branchName: '深圳分行' });
    expect(edited.body.flag).toBe(true);
    expect((await accountsOf(t, m.supplierId))[0]).toMatchObject({
      bank_code: 'CMB',
      branch_name: '深圳分行',
      account_number: CARD_A,
      is_default: true,
    });
    await operate(t, m, { action: 'edit', id: id!, bankCode: 'CMB', accountName: m.supplierName, accountNumber: CARD_B });
    expect((await accountsOf(t, m.supplierId))[0]).toMatchObject({ account_number: CARD_B, branch_name: '' });
  });

  it('deleting the default promotes the oldest remaining account; deleting the last leaves no default', async () => {
    const m = await centreMember(t);
    const a = (await add(m, CARD_A)).body.data.id!;
    const b = (await add(m, CARD_B)).body.data.id!;
    const c = (await add(m, '87654321')).body.data.id!;
    await operate(t, m, { action: 'default', id: c });
    await operate(t, m, { action: 'delete', id: c });
    expect((await accountsOf(t, m.supplierId)).map((r) => [String(r.id), r.is_default])).toEqual([
      [a, true],
      [b, false],
    ]);
    await operate(t, m, { action: 'delete', id: b });
    expect((await accountsOf(t, m.supplierId)).map((r) => r.is_default)).toEqual([true]);
    const last = await operate(t, m, { action: 'delete', id: a });
    expect(last.body.data.list).toEqual([]);
    expect((await auditsOf(m.supplierId)).map((r) => r.action)).toEqual([
      'bank.add',
      'bank.add',
      'bank.add',
      'bank.default',
      'bank.delete',
      'bank.delete',
      'bank.delete',
    ]);
  });

  it('the demo administrator sees the demo accounts', async () => {
    const { token } = await loginAs(t, DEMO.admin);
    const res = await t.call(centre.bankInfo, {}, { token });
    expect(res.body.data.list).toHaveLength(2);
    expect(res.body.data.list.filter((a) => a.isDefault)).toHaveLength(1);
    for (const a of res.body.data.list) expect(a.accountNumber).toMatch(/^\d{4} \*{4} \*{4} \d{4}$/);
  });
});

describe('payout accounts for settlements', () => {
  it('gives the full number of an own account, null for another supplier and for nothing', async () => {
    const m = await centreMember(t);
    const first = (await add(m, CARD_A, { branchName: '徐汇支行' })).body.data.id!;
    const second = (await add(m, CARD_B, { bankCode: 'CCB' })).body.data.id!;
    const other = await centreMember(t);
    expect(await getPayoutAccount(t.db, m.supplierId, second)).toEqual({
      id: second,
      bankCode: 'CCB',
      bankName: '中国建设银行',
      accountName: m.supplierName,
      accountNumber: CARD_B,
      branchName: '',
    });
    expect(await getPayoutAccount(t.db, m.supplierId, Number(first))).toMatchObject({ accountNumber: CARD_A, branchName: '徐汇支行' });
    expect(await getDefaultPayoutAccount(t.db, m.supplierId)).toMatchObject({ id: first, accountNumber: CARD_A });
    expect(await getPayoutAccount(t.db, other.supplierId, first)).toBeNull();
    expect(await getPayoutAccount(t.db, m.supplierId, 'abc')).toBeNull();
    expect(await getDefaultPayoutAccount(t.db, other.supplierId)).toBeNull();
  });
});

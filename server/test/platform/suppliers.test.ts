import { ERROR_CODES } from '@contract/http';
import * as platform from '@contract/platform/suppliers';
import * as verification from '@contract/verification';
import { urlOf } from '../../src/http/route';
import { orderFor } from '../helpers/candidates';
import { addMember } from '../helpers/notifications';
import { loginAs } from '../helpers/session';
import { loginStaff } from '../helpers/staff';
import { supplierMember } from '../helpers/tasks';
import { createTestApp, uniquePhone, type TestApp } from '../helpers/test-app';
import { companyBody, creditCodeFor, pngOf, scriptedOcr } from '../helpers/verification';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ ocr: scriptedOcr(null) });
  staff = (await loginStaff(t, 'finance')).token;
});
afterAll(() => t.close());

/** The image endpoint answers a file (the envelope only when it refuses). */
const image = (payload: { supplierId: string; fileId: string }, token?: string) =>
  t.app.inject({ method: 'POST', url: urlOf(platform.platformVerificationImage), payload, headers: token ? { authtoken: token } : {} });

const list = (q: Partial<Parameters<typeof platform.platformSupplierList.request.parse>[0]> = {}) =>
  t.call(platform.platformSupplierList, q, { token: staff });

/** A company under review, submitted by a new user: their phone and token, the supplier id. */
async function underReview(seed: number, name: string) {
  const phone = uniquePhone();
  const token = (await loginAs(t, phone)).token;
  const res = await t.call(verification.companyAuth, await companyBody(t, token, seed, name), { token });
  if (!res.body.flag) throw new Error(res.body.errorMsg ?? 'submit failed');
  return { phone, token, supplierId: res.body.data.supplierId };
}

describe('the supplier list', () => {
  it('finds a supplier by part of its name, its whole credit code, or a member’s phone', async () => {
    const s = await underReview(801, '星河人力资源有限公司PSUP');
    const ids = async (keyword: string) => (await list({ keyword })).body.data.list.map((r) => r.supplierId);
    expect(await ids('星河人力')).toEqual([s.supplierId]);
    expect(await ids(creditCodeFor(801).toLowerCase())).toEqual([s.supplierId]);
    expect(await ids(s.phone)).toEqual([s.supplierId]);
    expect(await ids('不存在的名字')).toEqual([]);
    // A wildcard typed is a character, not a pattern.
    expect(await ids('%')).toEqual([]);
    const row = (await list({ keyword: 'PSUP' })).body.data.list[0];
    expect(row).toMatchObject({
      name: '星河人力资源有限公司PSUP',
      verifyStatus: 1,
      verifyStatusLabel: '审核中',
      disabled: false,
      memberCount: 1,
      adminPhone: s.phone,
    });
  });

  it('filters by verification state and by disabled, paged on the server', async () => {
    const reviewing = await list({ verifyStatus: 1, pageSize: 100 });
    expect(reviewing.body.data.list.every((r) => r.verifyStatus === 1)).toBe(true);
    const a = await supplierMember(t);
    await t.db.updateTable('supplier').set({ disabled_at: t.clock() }).where('id', '=', a.supplierId).execute();
    const disabled = (await list({ disabled: true, pageSize: 100 })).body.data.list.map((r) => r.supplierId);
    expect(disabled).toContain(String(a.supplierId));
    expect((await list({ disabled: false, pageSize: 100 })).body.data.list.map((r) => r.supplierId)).not.toContain(String(a.supplierId));
    const page2 = await list({ pageNum: 2, pageSize: 1 });
    expect(page2.body.data).toMatchObject({ pageNum: 2, pageSize: 1 });
    expect(page2.body.data.total).toBeGreaterThan(1);
    const bad = await list({ verifyStatus: 7 as never });
    expect(bad.body).toMatchObject({ flag: false, errorCode: ERROR_CODES.validation, errorMsg: expect.stringContaining('认证状态') });
  });

  it('shows each supplier’s own administrator and member count', async () => {
    const a = await supplierMember(t);
    const b = await supplierMember(t);
    await addMember(t, a.supplierId);
    await addMember(t, a.supplierId);
    const phoneOf = async (userId: number) =>
      (await t.db.selectFrom('app_user').select('phone').where('id', '=', userId).executeTakeFirstOrThrow()).phone;
    const rows = (await list({ pageSize: 2 })).body.data.list;
    expect(rows.map((r) => [r.supplierId, r.memberCount, r.adminPhone])).toEqual([
      [String(b.supplierId), 1, await phoneOf(b.userId)],
      [String(a.supplierId), 3, await phoneOf(a.userId)],
    ]);
  });
});

describe('a supplier’s page', () => {
  it('shows company details, members and the verification history with its images', async () => {
    const s = await underReview(802, '月光劳务派遣有限公司');
    const res = await t.call(platform.platformSupplierDetail, { supplierId: s.supplierId }, { token: staff });
    expect(res.body.data.supplier).toMatchObject({ supplierId: s.supplierId, name: '月光劳务派遣有限公司', disabledAt: null });
    expect(res.body.data.members).toEqual([expect.objectContaining({ phone: s.phone, isMain: true })]);
    const [v] = res.body.data.verifications;
    expect(v).toMatchObject({
      status: 'reviewing',
      creditCode: creditCodeFor(802),
      legalPerson: '王建国',
      submittedBy: { phone: s.phone },
    });
    expect(v!.images).toEqual([{ fileId: expect.any(String), label: '营业执照' }]);
    const file = await image({ supplierId: s.supplierId, fileId: v!.images[0]!.fileId }, staff);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.subarray(0, 8)).toEqual(pngOf().subarray(0, 8));
  });

  it('serves an image only with that supplier’s submission and only to staff', async () => {
    const a = await underReview(803, '甲公司PIMG');
    const b = await underReview(804, '乙公司PIMG');
    const fileOf = async (supplierId: string) =>
      (await t.call(platform.platformSupplierDetail, { supplierId }, { token: staff })).body.data.verifications[0]!.images[0]!.fileId;
    const aFile = await fileOf(a.supplierId);
    const crossed = await image({ supplierId: b.supplierId, fileId: aFile }, staff);
    expect(crossed.json()).toMatchObject({ flag: false, errorCode: ERROR_CODES.notFound });
    expect((await image({ supplierId: a.supplierId, fileId: aFile }, a.token)).statusCode).toBe(401);
    expect((await image({ supplierId: a.supplierId, fileId: aFile })).statusCode).toBe(401);
  });

  it('pages the supplier’s orders and audit trail as its administrator sees them', async () => {
    const m = await supplierMember(t);
    await addMember(t, m.supplierId);
    for (let i = 0; i < 3; i++) await orderFor(t, m, { title: `供应商页订单${i}` });
    const supplierId = String(m.supplierId);
    const orders = await t.call(platform.platformSupplierOrders, { supplierId, pageSize: 2 }, { token: staff });
    expect(orders.body.data).toMatchObject({ total: 3, pageSize: 2 });
    expect(orders.body.data.list).toHaveLength(2);
    const bills = await t.call(platform.platformSupplierBills, { supplierId }, { token: staff });
    expect(bills.body.data).toMatchObject({ total: 0, list: [] });
    const audit = await t.call(platform.platformSupplierAudit, { supplierId }, { token: staff });
    expect(audit.body.flag).toBe(true);
    const detail = await t.call(platform.platformSupplierDetail, { supplierId }, { token: staff });
    expect(detail.body.data.members).toHaveLength(2);
  });

  it('answers an unknown or malformed supplier as not found', async () => {
    for (const supplierId of ['99999999', 'x1']) {
      const res = await t.call(platform.platformSupplierDetail, { supplierId }, { token: staff });
      expect(res.body).toMatchObject({ flag: false, errorCode: ERROR_CODES.notFound, errorMsg: '供应商不存在' });
      expect((await t.call(platform.platformSupplierOrders, { supplierId }, { token: staff })).body.errorMsg).toBe('供应商不存在');
    }
  });
});

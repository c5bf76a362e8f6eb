import * as agreements from '@contract/agreements';
import { ERROR_CODES } from '@contract/http';
import * as notifications from '@contract/notifications';
import * as platform from '@contract/platform/agreements';
import { orderFor } from '../helpers/candidates';
import { XSS_HTML } from '../helpers/agreements';
import { loginStaff } from '../helpers/staff';
import { supplierMember } from '../helpers/tasks';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = (await loginStaff(t, 'operator')).token;
});
afterAll(() => t.close());

const actions = (action: string) => t.db.selectFrom('staff_action').select(['target_id', 'summary']).where('action', '=', action).execute();

describe('协议', () => {
  it('publishes a framework version every supplier must sign before its next order, as publish-agreement does', async () => {
    const m = await supplierMember(t);
    expect((await t.call(agreements.checkSign, {}, { token: m.token })).body.data.signed).toBe(true);
    const res = await t.call(platform.platformAgreementPublish, { title: '供应商合作框架协议（新版）', content: '第一条 双方……\n第二条 ……', format: 'text' }, { token: operator });
    expect(res.body).toMatchObject({ flag: true, data: { agreementId: expect.any(String), version: expect.any(Number) } });
    const check = (await t.call(agreements.checkSign, {}, { token: m.token })).body.data;
    expect(check).toMatchObject({ signed: false, agreementId: res.body.data.agreementId });
    const notices = (await t.call(notifications.noticeList, {}, { token: m.token })).body.data.list;
    expect(notices[0]).toMatchObject({ title: `框架协议第 ${res.body.data.version} 版已发布` });
    expect(await actions('agreement.publish')).toEqual([{ target_id: res.body.data.agreementId, summary: `发布框架协议第 ${res.body.data.version} 版` }]);
  });

  it('refuses a text that is empty once sanitised, publishing nothing', async () => {
    const before = await actions('agreement.publish');
    const res = await t.call(platform.platformAgreementPublish, { content: '<script>alert(1)</script>', format: 'html' }, { token: operator });
    expect(res.body).toMatchObject({ flag: false, errorCode: ERROR_CODES.validation, errorMsg: expect.stringContaining('协议内容为空') });
    expect(await actions('agreement.publish')).toEqual(before);
  });

  it('creates a sanitised partial contract for a supplier’s order, which the supplier reads and signs', async () => {
    const m = await supplierMember(t);
    const { orderId } = await orderFor(t, m, { title: '补充合同岗位' });
    const res = await t.call(platform.platformPartialContractCreate, { supplierId: String(m.supplierId), orderId, html: XSS_HTML }, { token: operator });
    expect(res.body).toMatchObject({ flag: true, data: { signPath: expect.stringContaining('/signPartialContract/') } });
    const { agreementId, mainId } = res.body.data;
    const read = await t.call(agreements.getPartialHtml, { agreementId, mainId }, { token: m.token });
    expect(read.body.data).toMatchObject({ signed: false });
    expect(read.body.data.html).not.toContain('<script');
    expect(await actions('contract.create')).toEqual([{ target_id: agreementId, summary: expect.stringContaining('补充合同岗位') }]);
  });

  it('refuses an order that is not the supplier’s', async () => {
    const [a, b] = [await supplierMember(t), await supplierMember(t)];
    const { orderId } = await orderFor(t, a);
    const res = await t.call(platform.platformPartialContractCreate, { supplierId: String(b.supplierId), orderId, html: '<p>合同</p>' }, { token: operator });
    expect(res.body).toMatchObject({ flag: false, errorCode: ERROR_CODES.notFound, errorMsg: expect.stringContaining('不属于该供应商') });
  });
});

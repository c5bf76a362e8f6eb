import * as audit from '@contract/audit';
import { PERMISSIONS } from '@contract/login.meta';
import { PERMISSION_LABELS } from '@contract/members.meta';
import { recordAudit } from '../../../src/modules/audit';
import { summarize } from '../../../src/modules/audit/summary';
import { supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let a: Member;
beforeAll(async () => {
  t = await createTestApp();
  a = await supplierMember(t);
});
afterAll(() => t.close());

/** What one entry's detail reads as on the audit log. */
async function detailOf(action: audit.AuditAction, detail: Record<string, unknown>): Promise<string> {
  await recordAudit(t.db, { supplierId: a.supplierId, actorUserId: a.userId, action, detail, at: t.clock() });
  t.clock.advance(1);
  const page = (await t.call(audit.auditList, { action, pageNum: 1, pageSize: 1 }, { token: a.token })).body.data;
  return page.list[0]!.detail;
}

describe('audit details in words', () => {
  it('names every recorded key and value in Chinese: banks, regions, kinds, yes/no, permissions; no internal ids', async () => {
    expect(
      await detailOf('contract.sign', {
        agreementId: 7,
        orderId: 9,
        textHash: 'a3f1c9e2b7d45566778899aabbccddeeff00112233445566778899aabbccddee',
      }),
    ).toBe('协议编号：7；订单号：9；协议内容摘要：a3f1c9e2b7d4…');
    expect(await detailOf('bank.add', { accountId: '3', bankCode: 'CCB', accountNumber: '6217 **** **** 0001' })).toBe(
      '账户编号：3；开户银行：中国建设银行；账号：6217 **** **** 0001',
    );
    expect(await detailOf('agreement.sign', { agreementId: 1, version: 2, partyType: 'company', textHash: 'ffeeddccbbaa99887766' })).toBe(
      '协议编号：1；协议版本：2；签署主体：企业；协议内容摘要：ffeeddccbbaa…',
    );
    expect(await detailOf('verification.approve', { kind: 'person', isUpgrade: false, name: '张三' })).toBe(
      '姓名：张三；认证类型：个人认证；升级申请：否',
    );
    expect(await detailOf('verification.approve', { kind: 'company', isUpgrade: false, name: '上海启航人力资源服务有限公司' })).toBe(
      '企业名称：上海启航人力资源服务有限公司；认证类型：企业认证；升级申请：否',
    );
    expect(summarize('verification.submit', { kind: 'company', name: '某某人力' })).toBe('企业名称：某某人力；认证类型：企业认证');
    expect(await detailOf('member.permissions', { before: ['task:take'], after: ['task:take', 'order:manage'], invited: false })).toBe(
      '权限：接单 → 接单、订单管理；未加入的邀请：否',
    );
    expect(await detailOf('member.edit', { before: { name: '李雷' }, after: { name: '李磊' } })).toBe('姓名：李雷 → 李磊');
    expect(await detailOf('admin.transfer', { from: 12, to: 34, toName: '韩梅梅' })).toBe('新管理员：韩梅梅');
    const profile = await detailOf('profile.edit', {
      contact_name: '王五',
      contact_phone: '13912345678',
      province_code: '310000',
      city_code: '310100',
      district_code: '310115',
      street: '世纪大道 1 号',
      business_scope: '劳务派遣',
      logo: true,
    });
    expect(profile).toContain('联系人：王五；联系电话：139****5678；省份：上海市');
    expect(profile).toContain('区县：浦东新区');
    expect(profile).toContain('企业 Logo：是');
    for (const text of [profile]) expect(text).not.toMatch(/[a-z_]{4,}/);
  });

  it('masks phones as everywhere else, also those recorded in full', async () => {
    expect(await detailOf('member.invite', { phone: '13800001234', name: '赵六', permissions: ['settlement:view'] })).toBe(
      '姓名：赵六；手机号：138****1234；权限：查看结算',
    );
    expect(await detailOf('member.remove', { name: '赵六', phone: '13800001234', invitation: true })).toBe(
      '姓名：赵六；手机号：138****1234；未加入的邀请：是',
    );
    expect(summarize('phone.change', { oldPhone: '13800001234', newPhone: '13900005678' })).toBe('手机号 138****1234 → 139****5678');
  });

  it('names every permission as the member dialogs do', () => {
    for (const code of PERMISSIONS) expect(summarize('member.invite', { permissions: [code] })).toBe(`权限：${PERMISSION_LABELS[code]}`);
    expect(summarize('member.invite', { permissions: ['supplier:edit', 'bank:manage'] })).toBe('权限：企业信息维护、银行信息管理');
  });
});

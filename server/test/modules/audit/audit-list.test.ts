import * as audit from '@contract/audit';
import { PERMISSIONS } from '@contract/login';
import { recordAudit } from '../../../src/modules/audit';
import { callExport, expectRefusedExport, exportedWorkbook } from '../../helpers/exports';
import { loginAs } from '../../helpers/session';
import { loneUser, supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, uniquePhone, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let a: Member;
let b: Member;
let memberA: { token: string; userId: number; phone: string };

/** A member (not the administrator) of `supplierId`, logged in. */
async function addMember(supplierId: number, name: string, authList: string[] = [...PERMISSIONS]) {
  const phone = uniquePhone();
  const now = t.clock();
  const user = await t.db
    .insertInto('app_user')
    .values({ phone, user_name: name, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('supplier_member')
    .values({ supplier_id: supplierId, user_id: user.id, is_main: false, auth_list: authList, joined_at: now })
    .execute();
  const { token } = await loginAs(t, phone);
  return { token, userId: user.id, phone };
}

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  a = await supplierMember(t);
  b = await supplierMember(t);
  memberA = await addMember(a.supplierId, '赵敏');
  const entries = [
    {
      supplierId: a.supplierId,
      actorUserId: a.userId,
      action: 'member.invite',
      targetUserId: memberA.userId,
      detail: { phone: '139****0001', permissions: ['task:take'] },
      at: at('2025-05-31T15:30:00Z'),
      clientIp: '10.0.0.1',
    },
    { supplierId: a.supplierId, actorUserId: null, action: 'verification.approve', detail: {}, at: at('2025-06-01T01:00:00Z') },
    {
      supplierId: a.supplierId,
      actorUserId: memberA.userId,
      action: 'phone.change',
      targetUserId: memberA.userId,
      detail: { oldPhone: '139****0001', newPhone: '139****0002' },
      at: at('2025-06-01T16:30:00Z'),
      clientIp: '10.0.0.2',
    },
    {
      supplierId: b.supplierId,
      actorUserId: b.userId,
      action: 'member.remove',
      detail: { name: '别家的人' },
      at: at('2025-06-01T03:00:00Z'),
      clientIp: '10.9.9.9',
    },
  ] as const;
  for (const e of entries) await recordAudit(t.db, { ...e, detail: { ...e.detail } });
});
afterAll(() => t.close());

const list = (payload: audit.AuditListRequest = {}, token = a.token) => t.call(audit.auditList, payload, { token });
const exportFile = (payload: Record<string, unknown>, token = a.token) => callExport(t, audit.auditExport, payload, token);

describe('audit_list', () => {
  it('lists the supplier’s entries newest first, with names, masked phones, labels and a one-line detail', async () => {
    const res = await list();
    expect(res.body.flag).toBe(true);
    const page = res.body.data;
    expect(page).toMatchObject({ total: 3, pageNum: 1, pageSize: 30 });
    expect(page.list.map((e) => e.action)).toEqual(['phone.change', 'verification.approve', 'member.invite']);
    expect(page.list[0]).toEqual({
      id: expect.any(String),
      at: '2025-06-02T00:30:00+08:00',
      actorName: '赵敏',
      actorPhone: `${memberA.phone.slice(0, 3)}****${memberA.phone.slice(7)}`,
      action: 'phone.change',
      actionLabel: '更换手机号',
      targetName: '赵敏',
      detail: '手机号 139****0001 → 139****0002',
      clientIp: '10.0.0.2',
    });
    expect(page.list[1]).toMatchObject({ actorName: '平台', actorPhone: '', actionLabel: '认证通过', targetName: null, detail: '' });
    expect(page.list[2]).toMatchObject({ actionLabel: '邀请成员', detail: '手机号：139****0001；权限：接单' });
  });

  it('filters by action, actor, China-time days and keyword, and pages', async () => {
    expect((await list({ action: 'member.invite' })).body.data.list.map((e) => e.action)).toEqual(['member.invite']);
    expect((await list({ actorUserId: String(memberA.userId) })).body.data.total).toBe(1);
    // 2025-06-01 in China runs from 05-31T16:00Z to 06-01T16:00Z.
    expect((await list({ from: '2025-06-01', to: '2025-06-01' })).body.data.list.map((e) => e.action)).toEqual(['verification.approve']);
    expect((await list({ from: '2025-06-02' })).body.data.list.map((e) => e.action)).toEqual(['phone.change']);
    expect((await list({ to: '2025-05-31' })).body.data.list.map((e) => e.action)).toEqual(['member.invite']);
    expect((await list({ keyword: '赵' })).body.data.total).toBe(2);
    expect((await list({ keyword: memberA.phone.slice(3, 8) })).body.data.total).toBe(2);
    expect((await list({ keyword: '%' })).body.data.total).toBe(0);
    const second = (await list({ pageSize: 2, pageNum: 2 })).body.data;
    expect(second).toMatchObject({ total: 3, list: [{ action: 'member.invite' }] });
  });

  it('never shows another supplier’s entries; their user as actor is not found', async () => {
    const theirs = await list({}, b.token);
    expect(theirs.body.data.list.map((e) => e.action)).toEqual(['member.remove']);
    const res = await list({ actorUserId: String(b.userId) });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000404', errorMsg: '未找到该成员', data: null });
    expect((await list({ actorUserId: 'abc' })).body).toMatchObject({ errorCode: 'E000404' });
  });

  it('is for the administrator only', async () => {
    expect((await list({}, memberA.token)).body).toMatchObject({
      flag: false,
      errorCode: 'E000403',
      errorMsg: '仅企业管理员可以查看操作记录',
    });
    expect((await list({}, (await loneUser(t)).token)).body).toMatchObject({ flag: false, errorCode: 'E000601' });
    expect((await t.call(audit.auditList, {})).status).toBe(401);
  });

  it.each([
    [{ from: '2025-06-05', to: '2025-06-01' }, '开始日期不能晚于结束日期'],
    [{ from: '2025-13-01' }, '日期格式不正确'],
    [{ action: 'member.fly' }, '不是可选的操作类型'],
    [{ pageSize: 101 }, '不能大于 100'],
    [{ keyword: 'x'.repeat(51) }, '长度不能超过 50 个字符'],
    [{ unknown: 1 }, ''],
  ])('refuses %j with a clear message', async (payload, message) => {
    const res = await list(payload as never);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400' });
    expect(res.body.errorMsg).toContain(message);
  });
});

describe('audit_export', () => {
  it('exports the filtered entries as .xlsx, newest first', async () => {
    const book = await exportedWorkbook(await exportFile({ from: '2025-06-01' }));
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['时间', '操作人', '操作人手机号', '操作', '对象', '详情', 'IP 地址']);
    expect(sheet.rowCount).toBe(3);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      '2025-06-02 00:30:00',
      '赵敏',
      expect.stringMatching(/^\d{3}\*{4}\d{4}$/),
      '更换手机号',
      '赵敏',
      '手机号 139****0001 → 139****0002',
      '10.0.0.2',
    ]);
    expect(sheet.getRow(3).getCell(4).value).toBe('认证通过');
  });

  it('refuses members, bad filters and the anonymous with the envelope', async () => {
    expectRefusedExport(await exportFile({}, memberA.token), 'E000403');
    expectRefusedExport(await exportFile({ action: 'x' }), 'E000400');
    expectRefusedExport(await exportFile({ actorUserId: String(b.userId) }), 'E000404');
    expect((await callExport(t, audit.auditExport, {})).statusCode).toBe(401);
  });

  it('refuses more than the cap with a clear message, and exports once the filter narrows it', async () => {
    const c = await supplierMember(t);
    const rows = Array.from({ length: audit.AUDIT_EXPORT_MAX_ROWS + 1 }, (_, i) => ({
      supplier_id: c.supplierId,
      actor_user_id: c.userId,
      action: i === 0 ? 'member.edit' : 'member.invite',
      detail: '{}',
      created_at: new Date(Date.parse('2025-06-01T00:00:00Z') - i * 60_000),
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await t.db
        .insertInto('supplier_audit')
        .values(rows.slice(i, i + 1000))
        .execute();
    expectRefusedExport(
      await exportFile({}, c.token),
      'E000400',
      `符合条件的记录有 ${audit.AUDIT_EXPORT_MAX_ROWS + 1} 条，一次最多导出 ${audit.AUDIT_EXPORT_MAX_ROWS} 条，请缩小日期范围或筛选条件后再导出`,
    );
    const narrowed = await exportFile({ action: 'member.edit' }, c.token);
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.headers['content-type']).toContain('spreadsheetml');
  });
});

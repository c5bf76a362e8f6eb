import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, type Endpoint } from '@contract/http';
import * as actions from '@contract/platform/audit';
import type { PlatformEndpoint, StaffRole } from '@contract/platform/http';
import * as staff from '@contract/platform/staff';
import { callExport, exportedWorkbook, expectRefusedExport } from '../helpers/exports';
import { DEMO, loginAs } from '../helpers/session';
import * as auth from '@contract/platform/auth';
import { expectPlatformGuard, loginStaff, uniqueStaffPhone } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Each admin-only endpoint with a payload it would accept. */
const ADMIN_ONLY: [PlatformEndpoint, Record<string, unknown>][] = [
  [staff.platformStaffList, {}],
  [staff.platformStaffCreate, { phone: '16699999999', name: '不该建成', role: 'finance' }],
  [staff.platformStaffUpdate, { staffId: '1', name: '不该改成' }],
  [actions.platformActionList, {}],
];

describe('员工 and 操作记录', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof loginStaff>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginStaff(t, 'admin');
  });
  afterAll(() => t.close());

  const actionCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('staff_action')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('every endpoint here is admin only: 403 for the other roles, 401 without a token or with a supplier token', async () => {
    const supplier = await loginAs(t, DEMO.admin);
    const others = await Promise.all((['reviewer', 'operator', 'finance'] as StaffRole[]).map((role) => loginStaff(t, role)));
    const before = await actionCount();
    for (const s of others) {
      const role = s.staff.role;
      for (const [endpoint, payload] of ADMIN_ONLY) {
        const res = await t.call(endpoint as Endpoint, payload as never, { token: s.token });
        expect([endpoint.path, role, res.status, res.body.errorCode]).toEqual([endpoint.path, role, 403, ERROR_CODES.forbidden]);
        expect(res.body.errorMsg).toBe('您的角色无权进行此操作（仅限管理员），请联系管理员');
      }
      expectRefusedExport(await callExport(t, actions.platformActionExport, {}, s.token), ERROR_CODES.forbidden);
    }
    for (const [endpoint, payload] of ADMIN_ONLY) {
      expect((await t.call(endpoint as Endpoint, payload as never)).status).toBe(401);
      expect((await t.call(endpoint as Endpoint, payload as never, { token: supplier.token })).status).toBe(401);
    }
    expectRefusedExport(await callExport(t, actions.platformActionExport, {}, supplier.token), ERROR_CODES.unauthorized);
    expect(await t.db.selectFrom('staff').select('id').where('phone', '=', '16699999999').executeTakeFirst()).toBeUndefined();
    expect(await actionCount()).toBe(before);
  });

  it('the guard of each endpoint: 401 without a staff token, 403 outside its roles (expectPlatformGuard)', async () => {
    for (const endpoint of [
      auth.platformWhoami,
      auth.platformLogout,
      staff.platformStaffList,
      staff.platformStaffCreate,
      staff.platformStaffUpdate,
      actions.platformActionList,
      actions.platformActionExport,
    ])
      await expectPlatformGuard(t, endpoint);
  });

  it('creates, lists, renames and re-roles staff, each write in the log with who did it', async () => {
    const phone = uniqueStaffPhone();
    const created = await t.call(staff.platformStaffCreate, { phone, name: ' 王审核 ', role: 'reviewer' }, { token: admin.token });
    expect(created.body.data).toMatchObject({ name: '王审核', phone, role: 'reviewer', enabled: true });
    const again = await t.call(staff.platformStaffCreate, { phone, name: '重复', role: 'finance' }, { token: admin.token });
    expect(again.body).toMatchObject({ flag: false, errorCode: ERROR_CODES.conflict });
    expect(again.body.errorMsg).toContain('已是平台员工账号');

    const found = await t.call(staff.platformStaffList, { keyword: '王审', pageSize: 10 }, { token: admin.token });
    expect(found.body.data.list.map((r) => r.phone)).toEqual([phone]);
    const staffId = created.body.data.staffId;
    const changed = await t.call(staff.platformStaffUpdate, { staffId, role: 'operator', name: '王运营' }, { token: admin.token });
    expect(changed.body.data).toMatchObject({ role: 'operator', name: '王运营' });
    const phones = async (q: { role?: 'operator' | 'finance'; enabled?: boolean }) =>
      (await t.call(staff.platformStaffList, { keyword: '王运', pageSize: 10, ...q }, { token: admin.token })).body.data.list.map(
        (r) => r.phone,
      );
    expect(await phones({ role: 'operator', enabled: true })).toEqual([phone]);
    expect(await phones({ role: 'finance' })).toEqual([]);
    expect(await phones({ enabled: false })).toEqual([]);

    const log = await t.call(actions.platformActionList, { targetType: 'staff', targetId: staffId }, { token: admin.token });
    expect(log.body.data.list.map((r) => [r.action, r.actionLabel, r.staffName, r.staffRole])).toEqual([
      ['staff.update', '修改员工', admin.staff.name, 'admin'],
      ['staff.create', '新增员工', admin.staff.name, 'admin'],
    ]);
    expect(log.body.data.list[0]!.summary).toBe('修改员工 王运营：姓名 王审核 → 王运营；角色 审核员 → 运营');
    expect(log.body.data.list[0]!.at).toMatch(/\+08:00$/);
  });

  it('the last enabled admin can be neither disabled nor demoted, by themself or anyone', async () => {
    const t2 = await createTestApp();
    try {
      const only = await loginStaff(t2, 'admin');
      for (const change of [{ enabled: false }, { role: 'finance' as const }]) {
        const res = await t2.call(staff.platformStaffUpdate, { staffId: only.staff.staffId, ...change }, { token: only.token });
        expect(res.body).toMatchObject({ flag: false, errorCode: ERROR_CODES.conflict });
        expect(res.body.errorMsg).toContain('您是唯一启用的管理员');
      }
      const second = await loginStaff(t2, 'admin');
      const demoted = await t2.call(staff.platformStaffUpdate, { staffId: only.staff.staffId, role: 'finance' }, { token: second.token });
      expect(demoted.body.data.role).toBe('finance');
      const last = await t2.call(staff.platformStaffUpdate, { staffId: second.staff.staffId, enabled: false }, { token: second.token });
      expect(last.body.errorCode).toBe(ERROR_CODES.conflict);
    } finally {
      await t2.close();
    }
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await actionCount();
    const cases: [Endpoint, unknown, string][] = [
      [staff.platformStaffCreate, { phone: '123', name: '甲', role: 'finance' }, '手机号格式不正确'],
      [staff.platformStaffCreate, { phone: uniqueStaffPhone(), name: '  ', role: 'finance' }, '请输入姓名'],
      [staff.platformStaffCreate, { phone: uniqueStaffPhone(), name: '甲', role: 'boss' }, '角色只能是'],
      [staff.platformStaffUpdate, { staffId: admin.staff.staffId }, '请至少修改一项'],
      [actions.platformActionList, { from: '2026-02-01', to: '2026-01-01' }, '开始日期不能晚于结束日期'],
      [actions.platformActionList, { from: '2026-13-01' }, '日期格式不正确'],
    ];
    for (const [endpoint, payload, message] of cases) {
      const res = await t.call(endpoint, payload as never, { token: admin.token });
      expect([endpoint.path, res.body.errorCode, res.body.errorMsg]).toEqual([
        endpoint.path,
        ERROR_CODES.validation,
        expect.stringContaining(message),
      ]);
    }
    const missing = await t.call(staff.platformStaffUpdate, { staffId: '999999', name: '谁' }, { token: admin.token });
    expect([missing.body.errorCode, missing.body.errorMsg]).toEqual([ERROR_CODES.notFound, '未找到该员工，请刷新后重试']);
    const unknownStaff = await t.call(actions.platformActionList, { staffId: 'abc' }, { token: admin.token });
    expect(unknownStaff.body.errorCode).toBe(ERROR_CODES.notFound);
    expectRefusedExport(await callExport(t, actions.platformActionExport, { format: 'pdf' }, admin.token), ERROR_CODES.validation);
    expect(await actionCount()).toBe(before);
  });

  it('filters the log by staff, action and Beijing days, paged on the server', async () => {
    const other = await loginStaff(t, 'admin');
    for (let i = 0; i < 3; i++) {
      await t.call(staff.platformStaffCreate, { phone: uniqueStaffPhone(), name: `批量${i}`, role: 'finance' }, { token: other.token });
    }
    const mine = await t.call(actions.platformActionList, { staffId: other.staff.staffId, pageSize: 2 }, { token: admin.token });
    expect(mine.body.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 2 });
    expect(mine.body.data.list.map((r) => r.summary)).toEqual([expect.stringContaining('批量2'), expect.stringContaining('批量1')]);
    const page2 = await t.call(
      actions.platformActionList,
      { staffId: other.staff.staffId, pageSize: 2, pageNum: 2 },
      { token: admin.token },
    );
    expect(page2.body.data.list.map((r) => r.summary)).toEqual([expect.stringContaining('批量0')]);
    // The test clock's day in Beijing holds them; the day before holds none.
    const today = new Date(t.clock().getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);
    const yesterday = new Date(t.clock().getTime() + 8 * 3600 * 1000 - 86_400_000).toISOString().slice(0, 10);
    const byDay = (from: string, to: string) =>
      t.call(actions.platformActionList, { staffId: other.staff.staffId, action: 'staff.create', from, to }, { token: admin.token });
    expect((await byDay(today, today)).body.data.total).toBe(3);
    expect((await byDay(yesterday, yesterday)).body.data.total).toBe(0);
  });

  it('exports the log as .xlsx and as .csv with Beijing times', async () => {
    const book = await exportedWorkbook(await callExport(t, actions.platformActionExport, { action: 'staff.create' }, admin.token));
    const sheet = book.getWorksheet('操作记录')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '时间（北京时间）',
      '员工',
      '角色',
      '操作',
      '对象类型',
      '对象编号',
      '详情',
      'IP 地址',
    ]);
    const first = sheet.getRow(2).values as unknown[];
    expect(first[4]).toBe('新增员工');
    const beijing = new Date(t.clock().getTime() + 8 * 3600 * 1000).toISOString().slice(0, 16).replace('T', ' ');
    expect(String(first[1])).toContain(beijing);

    const csv = await callExport(t, actions.platformActionExport, { action: 'staff.create', format: 'csv' }, admin.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('时间（北京时间）,员工,角色,操作,对象类型,对象编号,详情,IP 地址');
    expect(lines.length).toBe(sheet.rowCount);
    expect(lines[1]).toContain(beijing);
    expect(lines[1]).toContain('新增员工');
  });
});

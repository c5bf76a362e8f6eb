import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as auth from '@contract/platform/auth';
import * as actions from '@contract/platform/audit';
import { runCommand } from '../../src/ops/runner';
import { jsonLine, opsCliOf } from '../helpers/ops-cli';
import { loginStaff, loginStaffPhone, uniqueStaffPhone } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = (flags: Record<string, string>) => runCommand('create-staff', flags, t.ctx);

describe('create-staff', () => {
  it('creates a staff account that logs in to the console, recorded as the operator command', async () => {
    const phone = uniqueStaffPhone();
    const result = await run({ phone, name: '张财务', role: 'finance' });
    expect(result).toMatchObject({ ok: true, data: { staffId: expect.stringMatching(/^\d+$/), phone, name: '张财务', role: 'finance' } });
    const session = await loginStaffPhone(t, phone);
    expect(session.staff).toMatchObject({ phone, role: 'finance' });
    const admin = await loginStaff(t, 'admin');
    const log = await t.call(
      actions.platformActionList,
      { action: 'staff.create', targetId: session.staff.staffId },
      { token: admin.token },
    );
    expect(log.body.data.list).toEqual([expect.objectContaining({ staffName: '运维命令', staffId: null, staffRole: null })]);
  });

  it('refuses a phone that already has an account, a bad role and a bad phone, creating nothing', async () => {
    const phone = uniqueStaffPhone();
    expect((await run({ phone, name: '甲', role: 'reviewer' })).ok).toBe(true);
    expect(await run({ phone, name: '乙', role: 'admin' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('已是平台员工账号'),
    });
    expect(await run({ phone: uniqueStaffPhone(), name: '丙', role: 'boss' })).toMatchObject({ ok: false, usage: true });
    expect(await run({ phone: '123', name: '丁', role: 'admin' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('手机号格式不正确'),
    });
    const rows = await t.db.selectFrom('staff').select(['name', 'role']).where('phone', '=', phone).execute();
    expect(rows).toEqual([{ name: '甲', role: 'reviewer' }]);
  });
});

// Real CLI processes (a few seconds each on a busy machine).
describe('create-staff on the command line', () => {
  const { cli } = opsCliOf(() => t);

  it('--json prints exactly one JSON line (exit 0), and {"error": …} on refusal (exit 1)', async () => {
    const phone = uniqueStaffPhone();
    const created = await cli('create-staff', '--phone', phone, '--name', '李管理', '--role', 'admin', '--json');
    expect(created.code, created.stderr).toBe(0);
    expect(jsonLine(created)).toEqual({ staffId: expect.stringMatching(/^\d+$/), phone, name: '李管理', role: 'admin' });
    const sent = await t.call(auth.platformSendCode, { phone });
    expect(sent.body.flag).toBe(true);
    const again = await cli('create-staff', '--phone', phone, '--name', '李管理', '--role', 'admin', '--json');
    expect([again.code, jsonLine(again)]).toEqual([1, { error: expect.stringContaining('已是平台员工账号') }]);
    const help = await cli('--help');
    expect(help.out).toContain('create-staff');
  }, 180_000);
});

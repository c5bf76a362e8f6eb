import * as audit from '@contract/audit';
import { DEMO, loginAs } from '../helpers/session';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo audit trail', () => {
  it('gives the demo administrator a history to look at, newest first', async () => {
    const { token } = await loginAs(t, DEMO.admin);
    const res = await t.call(audit.auditList, {}, { token });
    expect(res.body.data.total).toBe(7);
    expect(res.body.data.list[0]).toMatchObject({
      action: 'member.permissions',
      actorName: '王建国',
      targetName: '张伟',
      detail: '新增权限：查看结算；移除权限：无',
    });
    expect(res.body.data.list.at(-1)).toMatchObject({ action: 'verification.submit', actionLabel: '提交认证' });
    expect(res.body.data.list.find((e) => e.action === 'verification.approve')).toMatchObject({ actorName: '平台' });
  });

  it('is not shown to a member', async () => {
    const { token } = await loginAs(t, DEMO.member);
    expect((await t.call(audit.auditList, {}, { token })).body).toMatchObject({ errorCode: 'E000403' });
  });
});

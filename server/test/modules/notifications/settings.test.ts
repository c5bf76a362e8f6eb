import * as notifications from '@contract/notifications';
import { loneUser, supplierMember, type Member } from '../../helpers/tasks';
import { addMember } from '../../helpers/notifications';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let admin: Member;
let colleague: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await supplierMember(t);
  colleague = await addMember(t, admin.supplierId);
});
afterAll(() => t.close());

const select = (m: { token: string }) => t.call(notifications.selectTaskRemind, {}, { token: m.token });
const save = (m: { token: string }, body: unknown) =>
  t.call(notifications.settingTaskRemind, body as notifications.TaskRemindSettingInput, { token: m.token });

describe('task reminder settings', () => {
  it('are off until saved, then read back as saved (per member, not per supplier)', async () => {
    expect((await select(admin)).body.data).toEqual({
      enabled: false,
      cityCodes: [],
      positionTypeIds: [],
      rewardFloor: 0,
      rewardUnit: null,
    });
    const saved = await save(admin, {
      enabled: true,
      cityCodes: ['310100', '440300', '310100'],
      positionTypeIds: ['101'],
      rewardFloor: 2550,
      rewardUnit: 'hour',
    });
    expect(saved.body).toMatchObject({
      flag: true,
      data: { enabled: true, cityCodes: ['310100', '440300'], positionTypeIds: ['101'], rewardFloor: 2550, rewardUnit: 'hour' },
    });
    expect((await select(admin)).body.data).toEqual(saved.body.data);
    // The colleague in the same supplier has their own (still default) settings.
    expect((await select(colleague)).body.data.enabled).toBe(false);
    // Saving again replaces everything, the unit included.
    await save(admin, { enabled: false, cityCodes: [], positionTypeIds: [], rewardFloor: 0 });
    expect((await select(admin)).body.data).toEqual({
      enabled: false,
      cityCodes: [],
      positionTypeIds: [],
      rewardFloor: 0,
      rewardUnit: null,
    });
  });

  it.each([
    [{ enabled: true, cityCodes: ['999999'] }, 'cityCodes：999999 不是可选的城市'],
    [{ enabled: true, cityCodes: ['310000'] }, 'cityCodes：310000 不是可选的城市'],
    [{ enabled: true, cityCodes: ['31a100'] }, '城市代码应为 6 位数字'],
    [{ enabled: true, positionTypeIds: ['999999'] }, 'positionTypeIds：999999 不是可选的岗位类型'],
    [{ enabled: true, positionTypeIds: ['abc'] }, 'positionTypeIds：abc 不是可选的岗位类型'],
    [{ enabled: true, rewardFloor: -1 }, '佣金下限不能为负数'],
    [{ enabled: true, rewardFloor: 12.5 }, '佣金下限应为整数（分）'],
    [{ enabled: true, rewardFloor: 10_000_001 }, '佣金下限不能超过 100000 元'],
    [{ enabled: true, rewardUnit: 'week' }, 'rewardUnit：week 不是可选的计薪单位'],
    [{ enabled: true, cityCodes: Array.from({ length: 21 }, () => '310100') }, '最多选择 20 个城市'],
    [{ enabled: true, positionTypeIds: Array.from({ length: 21 }, (_, i) => String(i + 1)) }, '最多选择 20 个岗位类型'],
    [{ enabled: 'yes' }, 'enabled'],
    [{ enabled: true, extra: 1 }, 'extra'],
  ])('refuses %j with E000400 and changes nothing', async (body, message) => {
    await save(colleague, { enabled: true, cityCodes: ['310100'], positionTypeIds: [], rewardFloor: 100 });
    const before = (await select(colleague)).body.data;
    const res = await save(colleague, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400' });
    expect(res.body.errorMsg).toContain(message);
    expect((await select(colleague)).body.data).toEqual(before);
  });

  it('needs a login and a supplier', async () => {
    expect((await t.call(notifications.selectTaskRemind, {})).status).toBe(401);
    const lone = await loneUser(t);
    expect((await select(lone)).body).toMatchObject({ flag: false, errorCode: 'E000601' });
    expect((await save(lone, { enabled: true })).body).toMatchObject({ flag: false, errorCode: 'E000601' });
  });
});

describe('demo data', () => {
  it('gives the demo members reminder settings and a few notices, some unread', async () => {
    const { loginAs, DEMO } = await import('../../helpers/session');
    const member = await loginAs(t, DEMO.member);
    expect((await select(member)).body.data).toMatchObject({
      enabled: true,
      rewardFloor: 2000,
      rewardUnit: 'hour',
      cityCodes: ['310100', '440300'],
    });
    const list = (await t.call(notifications.noticeList, {}, { token: member.token })).body.data;
    expect(list.total).toBeGreaterThanOrEqual(3);
    expect(list.unreadCount).toBeGreaterThan(0);
    expect(list.unreadCount).toBeLessThan(list.total);
    const quiet = await loginAs(t, DEMO.member2);
    expect((await select(quiet)).body.data.enabled).toBe(false);
  });
});

import * as notifications from '@contract/notifications';
import { MESSAGE_KINDS } from '@contract/notifications.meta';
import { verifiedEmail } from '../../helpers/messages';
import { company, member } from '../../helpers/members';
import { supplierMember } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

// 消息设置: every kind with 站内 always on, sensible defaults, one kind saved at a time; bad input changes nothing.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const channelsOf = async (token: string) => (await t.call(notifications.channelList, {}, { token })).body.data.list;

describe('message preferences', () => {
  it('lists every kind with defaults: money and verification by SMS, no digest', async () => {
    const m = await supplierMember(t);
    const list = await channelsOf(m.token);
    expect(list.map((c) => c.kind)).toEqual([...MESSAGE_KINDS]);
    expect(list.every((c) => c.inApp === true && c.label.length > 0)).toBe(true);
    const sms = Object.fromEntries(list.map((c) => [c.kind, c.sms]));
    expect(sms).toMatchObject({
      bill_issued: true,
      bill_paid: true,
      payout_failed: true,
      bill_resolved: true,
      verification: true,
      task_matched: false,
      daily_digest: false,
    });
    expect(list.find((c) => c.kind === 'daily_digest')).toMatchObject({ email: false });
  });

  it('saves one kind for the caller only', async () => {
    const a = await supplierMember(t);
    const b = await supplierMember(t);
    const saved = await t.call(notifications.channelSave, { kind: 'task_matched', sms: true, email: true }, { token: a.token });
    expect(saved.body).toMatchObject({ flag: true, data: { kind: 'task_matched', inApp: true, sms: true, email: true } });
    await t.call(notifications.channelSave, { kind: 'bill_issued', sms: false, email: false }, { token: a.token });
    const mine = await channelsOf(a.token);
    expect(mine.find((c) => c.kind === 'task_matched')).toMatchObject({ sms: true, email: true });
    expect(mine.find((c) => c.kind === 'bill_issued')).toMatchObject({ sms: false, email: false });
    expect((await channelsOf(b.token)).find((c) => c.kind === 'task_matched')).toMatchObject({ sms: false, email: false });
  });

  it('refuses an unknown kind, a missing switch and SMS for the digest with a Chinese message, saving nothing', async () => {
    const m = await supplierMember(t);
    const before = await channelsOf(m.token);
    const unknown = await t.call(notifications.channelSave, { kind: 'lottery', sms: true, email: true } as never, { token: m.token });
    expect(unknown.body).toMatchObject({ flag: false, errorCode: 'E000400' });
    expect(unknown.body.errorMsg).toContain('lottery 不是可设置的消息类型');
    const missing = await t.call(notifications.channelSave, { kind: 'bill_paid', sms: 'yes' } as never, { token: m.token });
    expect(missing.body).toMatchObject({ flag: false, errorCode: 'E000400' });
    const digestSms = await t.call(notifications.channelSave, { kind: 'daily_digest', sms: true, email: true }, { token: m.token });
    expect(digestSms.body).toMatchObject({ flag: false, errorCode: 'E000400' });
    expect(digestSms.body.errorMsg).toContain('只能通过邮件接收');
    expect(await channelsOf(m.token)).toEqual(before);
    expect(await t.db.selectFrom('message_preference').select('kind').where('user_id', '=', m.userId).execute()).toEqual([]);
  });

  it('the administrator sees which member receives what; a member is refused', async () => {
    const c = await company(t);
    const person = await member(t, c, { name: '李娜' });
    await verifiedEmail(t, person.userId, 'lina@example.com');
    await t.call(notifications.channelSave, { kind: 'task_matched', sms: true, email: false }, { token: person.token });
    const res = await t.call(notifications.channelOverview, {}, { token: c.admin.token });
    expect(res.body.flag).toBe(true);
    const row = res.body.data.list.find((r) => r.userId === String(person.userId))!;
    expect(row).toMatchObject({ userName: '李娜', emailVerified: true });
    expect(row.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(row.channels.find((k) => k.kind === 'task_matched')).toEqual({ kind: 'task_matched', sms: true, email: false });
    expect(res.body.data.list.find((r) => r.userId === String(c.admin.userId))).toMatchObject({ emailVerified: false });
    const refused = await t.call(notifications.channelOverview, {}, { token: person.token });
    expect(refused.body).toMatchObject({ flag: false, errorCode: 'E000403' });
  });
});

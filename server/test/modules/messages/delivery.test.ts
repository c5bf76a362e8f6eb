import * as notifications from '@contract/notifications';
import { sql } from 'kysely';
import { DEFAULT_MESSAGE_SETTINGS } from '../../../src/config';
import { noticesOf, notifyMembers, outboxOf, verifiedEmail } from '../../helpers/messages';
import { company, member } from '../../helpers/members';
import { startSmtpServer } from '../../helpers/smtp-server';
import { supplierMember } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { eventually } from '../../helpers/webhook-receiver';

// The outbox: a notice writes one message per channel its member chose, in its own transaction; the worker sends
// SMS through the app's sender and e-mail through a local SMTP server, retries what failed, and 消息记录 shows it.
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let refuseNext: { code: number; message: string }[] = [];
beforeAll(async () => {
  smtp = await startSmtpServer(() => refuseNext.shift() ?? null);
  t = await createTestApp({
    config: {
      messages: {
        ...DEFAULT_MESSAGE_SETTINGS,
        smtpUrl: smtp.url,
        portalUrl: 'https://portal.example.com',
        pollMs: 100,
        retryBaseMs: 50,
        timeoutMs: 3000,
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const settled = (userId: number, n: number) =>
  eventually(
    () => outboxOf(t, userId),
    (rows) => rows.length === n && rows.every((r) => r.status !== 'pending'),
  );

describe('messages of notices', () => {
  it('a bill notice goes by SMS and to the verified address: Chinese text and HTML with a link back', async () => {
    const m = await supplierMember(t);
    await verifiedEmail(t, m.userId, 'boss@example.com');
    await notifyMembers(t, m.supplierId, [m.userId]);
    const rows = await settled(m.userId, 2);
    expect(rows.map((r) => [r.kind, r.channel, r.status, r.attempts])).toEqual([
      ['bill_issued', 'sms', 'sent', 1],
      ['bill_issued', 'email', 'sent', 1],
    ]);
    expect(t.sms.notices.filter((n) => n.kind === 'BILL_ISSUED').at(-1)).toMatchObject({ params: ['结算单已出具'] });
    const mail = smtp.received.findLast((r) => r.to.includes('boss@example.com'))!;
    expect(mail.subject).toBe('【供应商门户】结算单已出具');
    expect(mail.text).toContain('5 月结算单 ¥1,200.00 待确认');
    expect(mail.text).toContain('https://portal.example.com/workbench/settlementManagement');
    expect(mail.html).toContain('<a href="https://portal.example.com/workbench/settlementManagement">');
    expect(rows[1]!.provider_answer).toMatch(/^250/);
  });

  it('writes nothing for a portal-only notice, an unverified address, a channel turned off, or a change that rolled back', async () => {
    const m = await supplierMember(t);
    await notifyMembers(t, m.supplierId, [m.userId], 'order_status');
    await t.call(notifications.channelSave, { kind: 'bill_issued', sms: false, email: true }, { token: m.token });
    // E-mail chosen, but no verified address.
    await notifyMembers(t, m.supplierId, [m.userId], 'settlement_issued');
    const notices = noticesOf(t);
    await expect(
      notices.withNotices(async (trx, add) => {
        add(
          await notices.notify(trx, [
            { supplierId: m.supplierId, userIds: [m.userId], type: 'settlement_paid', objectId: 1, title: '已付款', body: '' },
          ]),
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await outboxOf(t, m.userId)).toEqual([]);
  });

  it('retries a temporary failure with backoff and stops at a final one', async () => {
    const m = await supplierMember(t);
    await verifiedEmail(t, m.userId, 'retry@example.com');
    t.sms.noticeAnswers.push(
      { ok: false, retryable: true, message: 'busy', providerAnswer: 'LimitExceeded' },
      { ok: false, retryable: true, message: 'busy', providerAnswer: 'LimitExceeded' },
    );
    refuseNext = [{ code: 550, message: 'mailbox unavailable' }];
    await notifyMembers(t, m.supplierId, [m.userId], 'settlement_failed', { title: '付款失败' });
    const rows = await settled(m.userId, 2);
    expect(rows.map((r) => [r.channel, r.status, r.attempts])).toEqual([
      ['sms', 'sent', 3],
      ['email', 'failed', 1],
    ]);
    expect(rows[1]!.provider_answer).toContain('550');
  });

  it('gives up 24 h after the message was written', async () => {
    const m = await supplierMember(t);
    t.sms.noticeAnswers.push({ ok: false, retryable: true, message: 'down', providerAnswer: 'InternalError' });
    await t.call(notifications.channelSave, { kind: 'payout_failed', sms: true, email: false }, { token: m.token });
    // Written a day ago (the window counts from the database's clock): its next failure is its last.
    await sql`alter table message_outbox alter column created_at set default now() - interval '24 hours'`.execute(t.db);
    try {
      await notifyMembers(t, m.supplierId, [m.userId], 'settlement_failed');
    } finally {
      await sql`alter table message_outbox alter column created_at set default now()`.execute(t.db);
    }
    const rows = await settled(m.userId, 1);
    expect(rows.map((r) => [r.status, r.attempts, r.provider_answer])).toEqual([['failed', 1, 'InternalError']]);
  });

  it('消息记录: the administrator sees each message with channel, masked recipient, status, attempts and answer; a member is refused', async () => {
    const c = await company(t);
    const m = { ...c.admin, supplierId: c.supplierId };
    await verifiedEmail(t, m.userId, 'zhangsan@example.com');
    await notifyMembers(t, m.supplierId, [m.userId], 'verification_rejected', { title: '企业认证未通过' });
    await settled(m.userId, 2);
    const log = await t.call(notifications.messageLog, { pageNum: 1, pageSize: 30 }, { token: m.token });
    expect(log.body.data.total).toBe(2);
    const [email, sms] = log.body.data.list;
    expect(email).toMatchObject({
      channel: 'email',
      recipient: 'z***@example.com',
      status: 'sent',
      attempts: 1,
      kindLabel: '企业认证结果',
      subject: '企业认证未通过',
    });
    expect(sms).toMatchObject({ channel: 'sms', status: 'sent', attempts: 1, providerAnswer: 'accepted' });
    expect(sms!.recipient).toMatch(/^\d{3}\*{4}\d{4}$/);
    const onlySms = await t.call(notifications.messageLog, { channel: 'sms', pageNum: 1, pageSize: 30 }, { token: m.token });
    expect(onlySms.body.data.list.map((r) => r.channel)).toEqual(['sms']);

    const person = await member(t, c);
    const refused = await t.call(notifications.messageLog, { pageNum: 1, pageSize: 30 }, { token: person.token });
    expect(refused.body).toMatchObject({ flag: false, errorCode: 'E000403' });
  });
});

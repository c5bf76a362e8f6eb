import * as notifications from '@contract/notifications';
import { sendDueDigests } from '../../../src/modules/messages';
import { DEFAULT_MESSAGE_SETTINGS } from '../../../src/config';
import { notifyMembers, outboxOf, verifiedEmail } from '../../helpers/messages';
import { startSmtpServer } from '../../helpers/smtp-server';
import { supplierMember } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { eventually } from '../../helpers/webhook-receiver';

// The daily digest: from 18:00 Beijing time (the injected clock) one e-mail of the day's notices per member who
// takes it, written once however often the job runs; a notice after 18:00 waits for the next day's.
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ config: { messages: { ...DEFAULT_MESSAGE_SETTINGS, smtpUrl: smtp.url, pollMs: 100 } } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const at = (beijing: string) => t.clock.set(new Date(`${beijing}+08:00`));

describe('daily digest', () => {
  it('sends each opted-in member one e-mail of the day at or after 18:00, once', async () => {
    at('2025-06-02T09:00:00');
    const m = await supplierMember(t);
    const off = await supplierMember(t);
    await verifiedEmail(t, m.userId, 'digest@example.com');
    await verifiedEmail(t, off.userId, 'nodigest@example.com');
    await t.call(notifications.channelSave, { kind: 'daily_digest', sms: false, email: true }, { token: m.token });
    // Only the digest: the notices themselves go by no other channel.
    for (const kind of ['bill_issued', 'candidate_status'] as const)
      await t.call(notifications.channelSave, { kind, sms: false, email: false }, { token: m.token });
    await notifyMembers(t, m.supplierId, [m.userId], 'settlement_issued', { title: '结算单已出具' });
    await notifyMembers(t, m.supplierId, [m.userId], 'candidate_status', { title: '候选人已入职', link: '/workbench/order' });
    await notifyMembers(t, off.supplierId, [off.userId], 'candidate_status');

    at('2025-06-02T17:59:59');
    expect(await sendDueDigests(t.ctx)).toBe(0);
    at('2025-06-02T18:00:00');
    // After 18:00 a notice belongs to tomorrow's digest.
    await notifyMembers(t, m.supplierId, [m.userId], 'candidate_status', { title: '明天汇总的消息' });
    expect(await sendDueDigests(t.ctx)).toBe(1);
    expect(await sendDueDigests(t.ctx)).toBe(0);

    const rows = await eventually(
      () => outboxOf(t, m.userId),
      (r) => r.length === 1 && r[0]!.status === 'sent',
    );
    expect(rows[0]).toMatchObject({ kind: 'daily_digest', channel: 'email', recipient: 'digest@example.com' });
    const mail = smtp.received.findLast((r) => r.to.includes('digest@example.com'))!;
    expect(mail.subject).toContain('2025-06-02 共 2 条消息');
    expect(mail.text).toContain('1. 结算单已出具');
    expect(mail.text).toContain('2. 候选人已入职');
    expect(mail.text).not.toContain('明天汇总的消息');
    expect(smtp.received.some((r) => r.to.includes('nodigest@example.com'))).toBe(false);

    at('2025-06-03T18:30:00');
    expect(await sendDueDigests(t.ctx)).toBe(1);
    const next = await eventually(
      () => outboxOf(t, m.userId),
      (r) => r.length === 2 && r[1]!.status === 'sent',
    );
    expect(next[1]!.subject).toContain('2025-06-03 共 1 条消息');
  });
});

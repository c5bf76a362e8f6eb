import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { DEFAULT_MESSAGE_SETTINGS } from '../../../src/config';
import { openDatabase } from '../../../src/db/connect';
import type { Db } from '../../../src/db/schema';
import { notifyMembers, verifiedEmail } from '../../helpers/messages';
import { raceTest, racesCanHappen } from '../../helpers/races';
import { startSmtpServer } from '../../helpers/smtp-server';
import { supplierMember } from '../../helpers/tasks';
import { createTestApp, testConfig, type TestApp } from '../../helpers/test-app';
import { eventually } from '../../helpers/webhook-receiver';

// Two more app servers on one PostgreSQL database, each with its own pool, LISTEN connection and message worker
// (the same SMS sender and SMTP server): every message is accepted exactly once, though the workers claim at the
// same time, the notices are written through either server and some first attempts fail.
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const servers: { app: FastifyInstance; db: Db }[] = [];
beforeAll(async () => {
  // Every fifth e-mail is refused with a temporary error at first: its retry is claimed across servers too.
  smtp = await startSmtpServer((_mail, i) => (i % 5 === 0 ? { code: 451, message: 'try again later' } : null));
  const messages = { ...DEFAULT_MESSAGE_SETTINGS, smtpUrl: smtp.url, pollMs: 300, retryBaseMs: 50, timeoutMs: 5000 };
  t = await createTestApp({ config: { messages } });
  if (!racesCanHappen) return;
  for (let i = 0; i < 2; i++) {
    const { db } = openDatabase({ databaseUrl: t.databaseUrl! });
    const app = await buildApp({ config: testConfig({ databaseUrl: t.databaseUrl, messages }), db, clock: t.clock, sms: t.sms });
    await app.ready();
    servers.push({ app, db });
  }
});
afterAll(async () => {
  for (const s of servers) {
    await s.app.close();
    await s.db.destroy();
  }
  await t.close();
  await smtp.close();
});

describe('exactly-once messages', () => {
  raceTest(
    'three app servers send each of 30 notices by SMS and e-mail exactly once, retries included',
    async () => {
      const m = await supplierMember(t);
      await verifiedEmail(t, m.userId, 'once@example.com');
      for (let i = 0; i < 10; i++) t.sms.noticeAnswers.push({ ok: false, retryable: true, message: 'busy', providerAnswer: 'busy' });
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          notifyMembers({ db: servers[i % 2]!.db, clock: t.clock }, m.supplierId, [m.userId], 'settlement_issued', {
            title: `结算单 ${i}`,
          }),
        ),
      );
      const rows = await eventually(
        () => t.db.selectFrom('message_outbox').select(['channel', 'status', 'subject']).where('user_id', '=', m.userId).execute(),
        (r) => r.length === 60 && r.every((x) => x.status === 'sent'),
        60_000,
      );
      expect(rows).toHaveLength(60);
      await new Promise((r) => setTimeout(r, 500));
      const mails = smtp.received.filter((x) => x.to.includes('once@example.com'));
      expect(mails).toHaveLength(30);
      expect(new Set(mails.map((x) => x.subject)).size).toBe(30);
      const smsAttempts = t.sms.notices.filter((n) => n.params[0]!.startsWith('结算单 '));
      // The first 10 attempts were refused (retryable); the 30 after them were accepted, each notice once.
      expect(smsAttempts).toHaveLength(40);
      expect(new Set(smsAttempts.slice(10).map((n) => n.params[0])).size).toBe(30);
    },
    120_000,
  );
});

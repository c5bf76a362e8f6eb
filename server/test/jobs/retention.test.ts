import { sql } from 'kysely';
import * as platformAuth from '@contract/platform/auth';
import { DEFAULT_RETENTION } from '../../src/config';
import { purgeExpiredRows, RETENTION_LOCK_KEY } from '../../src/retention';
import { raceTest } from '../helpers/races';
import { DEMO, loginAs } from '../helpers/session';
import { createStaff, loginStaffPhone } from '../helpers/staff';
import { createTestApp, uniquePhone, type TestApp } from '../helpers/test-app';

const DAY = 24 * 3600;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (table: string, where = sql`true`, app = t) =>
  Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where ${where}`.execute(app.db)).rows[0]!.n);

/** A subscription of the demo supplier with one delivery per given age and status, written as the worker leaves them. */
async function deliveries(rows: { ageDays: number; status: 'pending' | 'succeeded' | 'failed' }[]): Promise<number[]> {
  const now = t.clock();
  const supplier = (await sql<{ id: number }>`select id from supplier order by id limit 1`.execute(t.db)).rows[0]!.id;
  const sub = await sql<{ id: number }>`insert into webhook_subscription (supplier_id, url, events, secret, enabled, created_at, updated_at)
    values (${supplier}, 'https://hooks.example.com/in', ${['order.status_changed']}, 'whsec_x', true, ${now}, ${now}) returning id`.execute(
    t.db,
  );
  const ids: number[] = [];
  for (const [i, r] of rows.entries()) {
    const at = new Date(now.getTime() - r.ageDays * DAY * 1000);
    const event = `msg_retention_${ids.length}_${Math.random().toString(36).slice(2)}`;
    await sql`insert into webhook_event (id, supplier_id, type, body, created_at) values (${event}, ${supplier}, 'order.status_changed', '{}', ${at})`.execute(
      t.db,
    );
    const d = await sql<{
      id: number;
    }>`insert into webhook_delivery (supplier_id, subscription_id, event_id, status, attempts, created_at, next_attempt_at)
      values (${supplier}, ${sub.rows[0]!.id}, ${event}, ${r.status}, 1, ${at}, ${at}) returning id`.execute(t.db);
    await sql`insert into webhook_attempt (delivery_id, supplier_id, attempt_no, started_at, duration_ms, succeeded) values (${d.rows[0]!.id}, ${supplier}, 1, ${at}, 5, ${r.status === 'succeeded'})`.execute(
      t.db,
    );
    ids[i] = Number(d.rows[0]!.id);
  }
  return ids;
}

describe('retention', () => {
  it('purges ended sessions and codes, read notices past NOTICE_RETENTION_DAYS and finished deliveries past WEBHOOK_RETENTION_DAYS; keeps the rest', async () => {
    const phone = uniquePhone();
    await loginAs(t, phone);
    await loginAs(t, DEMO.admin);
    const [oldDone, oldFailed, oldPending, recentDone] = await deliveries([
      { ageDays: 31, status: 'succeeded' },
      { ageDays: 40, status: 'failed' },
      { ageDays: 40, status: 'pending' },
      { ageDays: 29, status: 'succeeded' },
    ]);
    // Half of the seeded notices are read now; the other half stay unread.
    await sql`update supplier_notice set read_at = ${t.clock()} where id % 2 = 0`.execute(t.db);
    const readNotices = await count('supplier_notice', sql`read_at is not null`);
    const unreadNotices = await count('supplier_notice', sql`read_at is null`);
    expect(readNotices).toBeGreaterThan(0);
    expect(unreadNotices).toBeGreaterThan(0);

    // Nothing has ended yet: a run deletes nothing of this.
    const first = await purgeExpiredRows(t.db, t.clock());
    expect(first).toMatchObject({ sessions: 0, notices: 0 });
    expect(first!.deliveries).toBeGreaterThanOrEqual(2);
    const left = (
      await sql<{ id: number }>`select id from webhook_delivery where id = any(${[oldDone, oldFailed, oldPending, recentDone]})`.execute(
        t.db,
      )
    ).rows.map((r) => Number(r.id));
    expect(left.sort()).toEqual([oldPending, recentDone].sort());
    expect(await count('webhook_attempt', sql`delivery_id = any(${[oldDone, oldFailed]})`)).toBe(0);
    expect(await count('user_session', sql`phone = ${phone}`)).toBe(1);

    // 31 days on: the sessions' 30 days are over, the codes long expired; the notices are not yet 180 days old.
    t.clock.advance(31 * DAY);
    const second = await purgeExpiredRows(t.db, t.clock());
    expect(second!.sessions).toBeGreaterThanOrEqual(2);
    expect(second!.codes).toBeGreaterThanOrEqual(2);
    expect(await count('user_session', sql`phone = ${phone}`)).toBe(0);
    expect(await count('sms_code', sql`phone = ${phone}`)).toBe(0);
    expect(await count('supplier_notice')).toBe(readNotices + unreadNotices);
    expect(await count('webhook_delivery', sql`id = ${recentDone}`)).toBe(0);
    expect(await count('webhook_delivery', sql`id = ${oldPending}`)).toBe(1);

    // Past 180 days (from the seed's time): read notices go, unread ones stay.
    t.clock.advance(150 * DAY);
    await purgeExpiredRows(t.db, t.clock());
    expect(await count('supplier_notice', sql`read_at is not null`)).toBe(0);
    expect(await count('supplier_notice', sql`read_at is null`)).toBe(unreadNotices);
  });

  it('purges sent and given-up messages past MESSAGE_RETENTION_DAYS; keeps pending ones and recent ones', async () => {
    const [{ id: userId }] = (await sql<{ id: number }>`select id from app_user order by id limit 1`.execute(t.db)).rows;
    const message = async (ageDays: number, status: 'pending' | 'sent' | 'failed') => {
      const at = new Date(t.clock().getTime() - ageDays * DAY * 1000);
      const r = await sql<{
        id: string;
      }>`insert into message_outbox (user_id, kind, channel, recipient, subject, body, status, created_at, next_attempt_at)
        values (${userId}, 'retention', 'email', 'a@example.invalid', 's', 'b', ${status}, ${at}, ${at}::timestamptz + interval '1 year') returning id`.execute(
        t.db,
      );
      return String(r.rows[0]!.id);
    };
    const [oldSent, oldFailed, oldPending, recentSent] = [
      await message(31, 'sent'),
      await message(40, 'failed'),
      await message(40, 'pending'),
      await message(29, 'sent'),
    ];
    const run = await purgeExpiredRows(t.db, t.clock());
    expect(run!.messages).toBeGreaterThanOrEqual(2);
    const left = (
      await sql<{ id: string }>`select id from message_outbox where id = any(${[oldSent, oldFailed, oldPending, recentSent]})`.execute(t.db)
    ).rows.map((r) => String(r.id));
    expect(left.sort()).toEqual([oldPending, recentSent].sort());
  });

  it('purges staff sessions a day after logout and past their absolute end, with their refresh tokens; keeps live ones', async () => {
    const staff = await createStaff(t, 'admin');
    const ended = await loginStaffPhone(t, staff.phone);
    const live = await loginStaffPhone(t, staff.phone);
    expect((await t.call(platformAuth.platformLogout, {}, { token: ended.token })).body.flag).toBe(true);
    const sessionsOf = () => count('staff_session', sql`staff_id = ${Number(staff.staffId)}`);
    const tokensOf = () =>
      count('staff_refresh_token', sql`session_id in (select id from staff_session where staff_id = ${Number(staff.staffId)})`);
    expect(await sessionsOf()).toBe(2);

    // Just logged out: a replayed refresh token is still recognised for a day, so nothing goes yet.
    expect(await purgeExpiredRows(t.db, t.clock())).toMatchObject({ staffSessions: 0 });
    expect(await sessionsOf()).toBe(2);

    // Two days on: the logged-out session goes with its token; the live one stays and still works.
    t.clock.advance(2 * DAY);
    expect((await purgeExpiredRows(t.db, t.clock()))!.staffSessions).toBeGreaterThanOrEqual(1);
    expect(await sessionsOf()).toBe(1);
    expect(await tokensOf()).toBe(1);
    const refreshed = await t.call(platformAuth.platformRefreshToken, { refreshToken: live.refreshToken });
    expect(refreshed.body.flag).toBe(true);

    // Past the refresh token's 30 days from login: the live session has ended too.
    t.clock.advance(29 * DAY);
    expect((await purgeExpiredRows(t.db, t.clock()))!.staffSessions).toBeGreaterThanOrEqual(1);
    expect(await sessionsOf()).toBe(0);
    expect(await count('staff', sql`id = ${Number(staff.staffId)}`)).toBe(1);
  });

  raceTest('runs on one app server at a time: while another holds the lock, a run skips its turn', async () => {
    await t.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${RETENTION_LOCK_KEY})`.execute(trx);
      expect(await purgeExpiredRows(t.db, t.clock())).toBeNull();
    });
    expect(await purgeExpiredRows(t.db, t.clock())).not.toBeNull();
  });
});

describe('the retention job of the app', () => {
  let app: TestApp;
  beforeAll(async () => {
    // A short interval: the job purges once the clock has moved; the test never waits out the hourly default.
    app = await createTestApp({ config: { retention: { ...DEFAULT_RETENTION, intervalMs: 25 } } });
  });
  afterAll(() => app.close());

  it('runs by itself at the configured interval, on the app clock', async () => {
    const phone = uniquePhone();
    await loginAs(app, phone);
    expect(await count('user_session', sql`phone = ${phone}`, app)).toBe(1);
    app.clock.advance(31 * DAY);
    await vi.waitFor(async () => expect(await count('user_session', sql`phone = ${phone}`, app)).toBe(0), {
      timeout: 10_000,
      interval: 20,
    });
  });
});

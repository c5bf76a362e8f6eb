import * as tracking from '@contract/tracking';
import { TRACKING_BATCHES_PER_MINUTE } from '../../../src/modules/tracking/service';
import { loginAs } from '../../helpers/session';
import { createTestApp, uniqueIp, uniquePhone, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/bury/open/add', () => {
  it('stores a batch of events, with the user when a token is sent', async () => {
    const { token } = await loginAs(t, uniquePhone());
    const events: tracking.TrackingEvent[] = [
      { type: 'page_view', page: '/findJob', ts: Date.UTC(2025, 5, 1, 8) },
      { type: 'click', page: '/findJob', target: 'take-order', ts: Date.UTC(2025, 5, 1, 8, 1), props: { taskId: '12', price: 2500, urgent: true } },
    ];
    const res = await t.call(tracking.addTrackingEvents, { events }, { token });
    expect(res.body).toEqual({ flag: true, errorCode: null, errorMsg: null, data: null });
    const rows = await t.db.selectFrom('tracking_event').selectAll().where('page', '=', '/findJob').orderBy('id').execute();
    expect(rows).toHaveLength(2);
    expect(rows[0].user_id).not.toBeNull();
    expect(rows[1]).toMatchObject({ type: 'click', target: 'take-order', props: { taskId: '12', price: 2500, urgent: true } });
    expect(rows[1].client_time.toISOString()).toBe('2025-06-01T08:01:00.000Z');
    expect(rows[0].request_id).toBe(rows[1].request_id);
  });

  it('accepts anonymous events', async () => {
    const res = await t.call(tracking.addTrackingEvents, { events: [{ type: 'page_view', page: '/anon', ts: 1 }] });
    expect(res.body.flag).toBe(true);
    const row = await t.db.selectFrom('tracking_event').select('user_id').where('page', '=', '/anon').executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
  });

  it('bounds a batch to 50 events and at least one', async () => {
    const event = { type: 'click' as const, page: '/', ts: 1 };
    expect((await t.call(tracking.addTrackingEvents, { events: Array(50).fill(event) })).body.flag).toBe(true);
    expect((await t.call(tracking.addTrackingEvents, { events: Array(51).fill(event) })).body).toMatchObject({ flag: false, errorMsg: 'events：一次最多 50 条事件' });
    expect((await t.call(tracking.addTrackingEvents, { events: [] })).body).toMatchObject({ flag: false, errorMsg: 'events：至少一条事件' });
  });

  it('refuses impossible timestamps', async () => {
    const res = await t.call(tracking.addTrackingEvents, { events: [{ type: 'click', page: '/', ts: 9e15 }] });
    expect(res.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: 'events[0].ts：不是有效的时间' });
  });

  it('throttles one client address', async () => {
    const ip = uniqueIp();
    const event = { type: 'click' as const, page: '/throttle', ts: 1 };
    for (let i = 0; i < TRACKING_BATCHES_PER_MINUTE; i++) {
      expect((await t.call(tracking.addTrackingEvents, { events: [event] }, { ip })).body.flag).toBe(true);
    }
    expect((await t.call(tracking.addTrackingEvents, { events: [event] }, { ip })).body).toMatchObject({ flag: false, errorCode: 'E000429' });
    t.clock.advance(60);
    expect((await t.call(tracking.addTrackingEvents, { events: [event] }, { ip })).body.flag).toBe(true);
  });
});

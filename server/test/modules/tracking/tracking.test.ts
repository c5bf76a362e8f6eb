import * as tracking from '@contract/tracking';
import { TRACKING_ADDRESS_DAILY_LIMITS, TRACKING_BODY_LIMIT_BYTES, TRACKING_EVENT_LIMITS } from '@contract/tracking.meta';
import { urlOf } from '../../../src/http/route';
import { TRACKING_BATCHES_PER_MINUTE, trackingBytes } from '../../../src/modules/tracking/service';
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
      {
        type: 'click',
        page: '/findJob',
        target: 'take-order',
        ts: Date.UTC(2025, 5, 1, 8, 1),
        props: { taskId: '12', price: 2500, urgent: true },
      },
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
    expect((await t.call(tracking.addTrackingEvents, { events: Array(51).fill(event) })).body).toMatchObject({
      flag: false,
      errorMsg: 'events：一次最多 50 条事件',
    });
    expect((await t.call(tracking.addTrackingEvents, { events: [] })).body).toMatchObject({
      flag: false,
      errorMsg: 'events：至少一条事件',
    });
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
    expect((await t.call(tracking.addTrackingEvents, { events: [event] }, { ip })).body).toMatchObject({
      flag: false,
      errorCode: 'E000429',
    });
    t.clock.advance(60);
    expect((await t.call(tracking.addTrackingEvents, { events: [event] }, { ip })).body.flag).toBe(true);
  });
});

describe('/bury/open/add caps what an anonymous caller can store', () => {
  const L = TRACKING_EVENT_LIMITS;
  const url = urlOf(tracking.addTrackingEvents);
  const stored = async (page: string) =>
    Number(
      (
        await t.db
          .selectFrom('tracking_event')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('page', '=', page)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('caps keys per event, key length and value length', async () => {
    const props = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));
    expect(
      (await t.call(tracking.addTrackingEvents, { events: [{ type: 'click', page: '/caps', ts: 1, props: props(L.propsKeys) }] })).body
        .flag,
    ).toBe(true);
    const tooMany = await t.call(tracking.addTrackingEvents, {
      events: [{ type: 'click', page: '/caps', ts: 1, props: props(L.propsKeys + 1) }],
    });
    expect(tooMany.body).toMatchObject({ flag: false, errorCode: 'E000400', errorMsg: `events[0].props：最多 ${L.propsKeys} 个字段` });
    const longKey = await t.call(tracking.addTrackingEvents, {
      events: [{ type: 'click', page: '/caps', ts: 1, props: { ['k'.repeat(L.propKeyLength + 1)]: 1 } }],
    });
    expect(longKey.body).toMatchObject({ flag: false, errorCode: 'E000400' });
    const longValue = await t.call(tracking.addTrackingEvents, {
      events: [{ type: 'click', page: '/caps', ts: 1, props: { k: 'v'.repeat(L.propValueLength + 1) } }],
    });
    expect(longValue.body).toMatchObject({ flag: false, errorCode: 'E000400' });
    expect(await stored('/caps')).toBe(1);
  });

  it('refuses a body over the tracking limit (the 59 KB probe) with 413', async () => {
    const events = Array.from({ length: L.eventsPerBatch }, () => ({
      type: 'click',
      page: '/big',
      ts: 1,
      props: {
        a: 'v'.repeat(L.propValueLength),
        b: 'v'.repeat(L.propValueLength),
        c: 'v'.repeat(L.propValueLength),
        d: 'v'.repeat(L.propValueLength),
        e: 'v'.repeat(L.propValueLength),
      },
    }));
    const payload = JSON.stringify({ events });
    expect(payload.length).toBeGreaterThan(TRACKING_BODY_LIMIT_BYTES);
    const res = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ errorCode: 'E000413', errorMsg: `请求体过大，不能超过 ${TRACKING_BODY_LIMIT_BYTES / 1024} KiB` });
    expect(await stored('/big')).toBe(0);
  });

  it('caps the events one address may store per day', async () => {
    t.clock.set(new Date('2025-06-10T00:00:00Z'));
    const ip = uniqueIp();
    const batch = Array.from({ length: L.eventsPerBatch }, () => ({ type: 'click' as const, page: '/daily-events', ts: 1 }));
    const batches = TRACKING_ADDRESS_DAILY_LIMITS.events / L.eventsPerBatch;
    for (let i = 0; i < batches; i++) {
      if (i % TRACKING_BATCHES_PER_MINUTE === TRACKING_BATCHES_PER_MINUTE - 1) t.clock.advance(60);
      expect((await t.call(tracking.addTrackingEvents, { events: batch }, { ip })).body.flag).toBe(true);
    }
    t.clock.advance(60);
    const refused = await t.call(tracking.addTrackingEvents, { events: [batch[0]] }, { ip });
    expect(refused.body).toMatchObject({ flag: false, errorCode: 'E000429', errorMsg: '今日上报量已达上限，请明天再试' });
    expect(await stored('/daily-events')).toBe(TRACKING_ADDRESS_DAILY_LIMITS.events);
    // Another address is unaffected; the same one may send again the next day.
    expect((await t.call(tracking.addTrackingEvents, { events: [batch[0]] }, { ip: uniqueIp() })).body.flag).toBe(true);
    t.clock.advance(24 * 3600);
    expect((await t.call(tracking.addTrackingEvents, { events: [batch[0]] }, { ip })).body.flag).toBe(true);
  });

  it('caps the bytes one address may store per day, refusing a batch whole', async () => {
    t.clock.set(new Date('2025-06-20T00:00:00Z'));
    const ip = uniqueIp();
    const fat = {
      type: 'click' as const,
      page: '/daily-bytes',
      ts: 1,
      props: Object.fromEntries(Array.from({ length: L.propsKeys }, (_, i) => [`k${i}`, 'v'.repeat(L.propValueLength)])),
    };
    const batch = Array.from({ length: 10 }, () => fat);
    const perBatch = trackingBytes(batch);
    const fits = Math.floor(TRACKING_ADDRESS_DAILY_LIMITS.bytes / perBatch);
    expect(fits * batch.length).toBeLessThan(TRACKING_ADDRESS_DAILY_LIMITS.events);
    for (let i = 0; i < fits; i++) {
      if (i % TRACKING_BATCHES_PER_MINUTE === TRACKING_BATCHES_PER_MINUTE - 1) t.clock.advance(60);
      expect((await t.call(tracking.addTrackingEvents, { events: batch }, { ip })).body.flag).toBe(true);
    }
    const refused = await t.call(tracking.addTrackingEvents, { events: batch }, { ip });
    expect(refused.body).toMatchObject({ flag: false, errorCode: 'E000429' });
    expect(await stored('/daily-bytes')).toBe(fits * batch.length);
  });
});

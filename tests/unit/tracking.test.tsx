import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import type { TrackingEvent } from '@contract/tracking';
import { tracking } from '@contract/index';
import { configureSession } from '@/lib/http/session-port';
import { BODY_BYTES_MAX, batchesOf, createTracker, tracker, usePageViewTracking } from '@/lib/tracking';
import { server } from '../msw/server';
import { ok, onCall, status } from '../msw/contract';

const URL_ = '/api/jy-turing-suppliers/bury/open/add';
type Sent = { url: string; events: TrackingEvent[]; headers: Record<string, string> };

function fakeFetch(answer: () => Promise<Response> | Response = () => new Response('{}', { status: 200 })) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, events: JSON.parse(String(init.body)).events, headers: init.headers as Record<string, string> });
    return answer();
  });
  return { fetch, sent };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('tracking', () => {
  it('sends batches of at most 50: at once when a batch is full, the rest after the interval', async () => {
    vi.useFakeTimers();
    const { fetch, sent } = fakeFetch();
    const t = createTracker({ url: URL_, fetch, now: () => 1_700_000_000_000, intervalMs: 5000 });
    t.pageView('/findJob');
    for (let i = 1; i < 120; i += 1) t.click('find_job_search', { n: i });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.events.length)).toEqual([50, 50]);
    await vi.advanceTimersByTimeAsync(4999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((s) => s.events.length)).toEqual([50, 50, 20]);
    expect(sent[0].events[0]).toEqual({ type: 'page_view', page: '/findJob', ts: 1_700_000_000_000 });
    expect(sent[2].events.at(-1)).toEqual({
      type: 'click',
      page: '/findJob',
      target: 'find_job_search',
      ts: 1_700_000_000_000,
      props: { n: 119 },
    });
    expect(t.pending()).toBe(0);
  });

  it('posts what the contract accepts to /bury/open/add, with the token when there is one', async () => {
    const seen: { events: unknown[]; token: string | null }[] = [];
    server.use(onCall(tracking.addTrackingEvents, ({ body, token }) => (seen.push({ events: body.events, token }), ok(null))));
    configureSession({ ...noSession, getToken: () => 'tok-1' });
    tracker.pageView('/'.padEnd(400, 'x'));
    tracker.click('home_banner', { adId: 'ad-1', long: '长'.repeat(300), bad: { nested: true }, nan: Number.NaN, ok: true });
    await tracker.flush();
    expect(seen).toHaveLength(1);
    expect(seen[0].token).toBe('tok-1');
    const [view, click] = seen[0].events as TrackingEvent[];
    expect(view.page).toHaveLength(300);
    expect(click).toMatchObject({ type: 'click', target: 'home_banner', props: { adId: 'ad-1', ok: true } });
    expect(click.props?.long).toHaveLength(200);
    expect(click.props).not.toHaveProperty('bad');
    expect(click.props).not.toHaveProperty('nan');
  });

  it('never throws and never toasts: a network failure is kept for the next try, a refusal is dropped, an expired token goes anonymous', async () => {
    let answer: () => Promise<Response> | Response = () => Promise.reject(new TypeError('Failed to fetch'));
    const { fetch, sent } = fakeFetch(() => answer());
    const t = createTracker({ url: URL_, fetch, getIdentity: () => ({ token: 'tok-old', supplierId: 'sup-1' }) });
    t.click('take_order');
    await expect(t.flush()).resolves.toBeUndefined();
    expect(t.pending()).toBe(1);

    answer = () => new Response(null, { status: 420 });
    await t.flush();
    // Sent with the token, refused as expired, sent again anonymously: still all three headers (spec §6).
    expect(sent.slice(-2).map((s) => s.headers)).toEqual([
      { 'Content-Type': 'application/json', AuthToken: 'tok-old', AppCode: 'turing_pc', suppliersId: 'sup-1' },
      { 'Content-Type': 'application/json', AuthToken: '', AppCode: 'turing_pc', suppliersId: '0' },
    ]);

    answer = () => new Response('{}', { status: 400 });
    t.click('task_collect');
    await t.flush();
    expect(t.pending()).toBe(0);

    const broken = createTracker({
      url: URL_,
      fetch: () => {
        throw new Error('boom');
      },
    });
    broken.click('x');
    await expect(broken.flush()).resolves.toBeUndefined();
  });

  it('trims what it sends (spec §5) and keeps every keepalive body under the browser limit', async () => {
    const { fetch, sent } = fakeFetch();
    const t = createTracker({ url: URL_, fetch, now: () => 1 });
    t.pageView('  /findJob  ');
    t.click('  search  ', { '  keyword ': '  保安  ', '   ': 'dropped', n: 1 });
    await t.flush();
    expect(sent[0].events).toEqual([
      { type: 'page_view', page: '/findJob', ts: 1 },
      { type: 'click', page: '/findJob', target: 'search', ts: 1, props: { keyword: '保安', n: 1 } },
    ]);

    // 50 events of the biggest kind: the most props the gateway takes, of 200 Chinese characters each.
    const big = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, '长'.repeat(400)]));
    for (let i = 0; i < 50; i += 1) t.click('c', big);
    await t.flush();
    const bodies = sent.slice(1);
    expect(bodies.length).toBeGreaterThan(1);
    expect(bodies.flatMap((b) => b.events)).toHaveLength(50);
    for (const b of bodies) {
      expect(new TextEncoder().encode(JSON.stringify({ events: b.events })).length).toBeLessThanOrEqual(BODY_BYTES_MAX);
      expect(Object.keys(b.events[0].props ?? {})).toHaveLength(tracking.TRACKING_LIMITS.props);
    }
    expect(batchesOf([])).toEqual([]);
  });

  it('sends everything at once when the page is hidden, as keepalive requests with the session headers', async () => {
    const { fetch, sent } = fakeFetch();
    const t = createTracker({ url: URL_, fetch, getIdentity: () => ({ token: 'tok-1', supplierId: '' }) });
    for (let i = 0; i < 49; i += 1) t.click('c', { i });
    t.flushOnHide();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].events).toHaveLength(49);
    expect(sent[0].headers).toMatchObject({ AuthToken: 'tok-1', AppCode: 'turing_pc', suppliersId: '0' });
    expect(fetch.mock.calls[0][1]).toMatchObject({ method: 'POST', keepalive: true });

    const throwing = createTracker({
      url: URL_,
      fetch: () => {
        throw new Error('offline');
      },
    });
    throwing.click('c');
    expect(() => throwing.flushOnHide()).not.toThrow();
  });

  it('records a page view per route change and flushes when the page is hidden, with the three headers', async () => {
    const seen: { events: TrackingEvent[]; headers: Record<string, string | null> }[] = [];
    server.use(
      onCall(tracking.addTrackingEvents, ({ body, request }) => {
        const h = request.headers;
        seen.push({
          events: body.events,
          headers: { AuthToken: h.get('AuthToken'), AppCode: h.get('AppCode'), suppliersId: h.get('suppliersId') },
        });
        return ok(null);
      }),
    );
    configureSession({ ...noSession, getToken: () => 'tok-9', getSupplierId: () => 'sup-9' });
    let go: (to: string) => void = () => undefined;
    function Probe() {
      usePageViewTracking();
      const navigate = useNavigate();
      go = (to) => void navigate(to);
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/findJob?keyword=x']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => go('/helpCenter'));
    act(() => go('/helpCenter?columnId=1'));
    expect(tracker.pending()).toBe(2);

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(tracker.pending()).toBe(0);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].headers).toEqual({ AuthToken: 'tok-9', AppCode: 'turing_pc', suppliersId: 'sup-9' });
    expect(seen[0].events.map((e) => [e.type, e.page])).toEqual([
      ['page_view', '/findJob'],
      ['page_view', '/helpCenter'],
    ]);
  });

  it('keeps the events when the gateway fails (503), for the next try', async () => {
    server.use(onCall(tracking.addTrackingEvents, () => status(503)));
    tracker.click('find_job_search');
    await tracker.flush();
    expect(tracker.pending()).toBe(1);
  });
});

const noSession = {
  getToken: () => '',
  getRefreshToken: () => '',
  getSupplierId: () => '',
  tokensRefreshed: () => undefined,
  sessionEnded: () => undefined,
  getSupplierName: () => '',
  supplierLeft: () => undefined,
  reloadLoginInfo: async () => undefined,
  navigate: () => undefined,
  location: () => ({ pathname: '/', search: '' }),
};

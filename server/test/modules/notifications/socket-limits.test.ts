import { NOTICE_SOCKET_CLOSE } from '@contract/notifications.meta';
import * as reference from '@contract/reference';
import { noticeSockets } from '../../helpers/notifications';
import { supplierMember } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

// Issue 20: each auth message ran a full session check, without limit (2,000 slowed a parallel API call to 1.5 s).

/** Half a second (1 s in production): a burst of messages sent at once falls within one interval. */
const AUTH_INTERVAL_MS = 500;
let t: TestApp;
const logs: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ logs, noticeAuthIntervalMs: AUTH_INTERVAL_MS });
});
afterAll(() => t.close());

const { open } = noticeSockets(() => t);

describe('the notice socket limits', () => {
  it('checks one auth message per connection per interval; of the rest only the latest, when it ends', async () => {
    const me = await supplierMember(t);
    const s = await open();
    // Every auth message that is checked is answered `ready`; the forged token comes last.
    for (let i = 0; i < 100; i++) s.auth(me.token, String(me.supplierId));
    s.auth('forged.token.value');
    expect(await s.closed()).toEqual({ code: NOTICE_SOCKET_CLOSE.unauthorized, reason: 'E000401' });
    expect(s.received.filter((m) => m.type === 'ready')).toHaveLength(1);
  });

  it('a burst of refreshed tokens costs two checks: the first at once, the latest when the interval ends', async () => {
    const me = await supplierMember(t);
    const s = await open();
    for (let i = 0; i < 50; i++) s.auth(me.token, String(me.supplierId));
    await s.message('ready');
    await s.message('ready', 3000, 1);
    // One more: checked at once or when the trailing check's interval ends — either way the third.
    s.auth(me.token, String(me.supplierId));
    await s.message('ready', 3000, 2);
    // Nothing else is waiting: one more interval and a round trip through the database bring no fourth.
    await new Promise((resolve) => setTimeout(resolve, AUTH_INTERVAL_MS));
    await t.call(reference.listEnums, { types: ['talentDegree'] });
    expect(s.received.filter((m) => m.type === 'ready')).toHaveLength(3);
    expect(s.isClosed()).toBe(false);
  });

  it('logs an oversize message at warn and drops it with the socket', async () => {
    const s = await open();
    logs.length = 0;
    s.ws.send(JSON.stringify({ type: 'auth', token: 'x'.repeat(9 * 1024) }));
    await s.closed();
    await vi.waitFor(() => expect(logs.some((l) => l.includes('over the size limit'))).toBe(true));
    const line = JSON.parse(logs.find((l) => l.includes('over the size limit'))!) as { level: number; limitBytes: number };
    expect(line).toMatchObject({ level: 40, limitBytes: 8192 });
    expect(logs.join('')).not.toContain('x'.repeat(100));
  });
});

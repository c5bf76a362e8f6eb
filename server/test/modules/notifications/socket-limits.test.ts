import { NOTICE_SOCKET_CLOSE, NOTICE_SOCKET_MESSAGES_PER_SECOND } from '@contract/notifications.meta';
import * as reference from '@contract/reference';
import { noticeSockets } from '../../helpers/notifications';
import { supplierMember } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

// Without a limit each auth message would run a full session check: 2,000 of them slow a parallel API call to 1.5 s.

/** Half a second (1 s in production): a burst of messages sent at once falls within one interval. */
const AUTH_INTERVAL_MS = 500;
let t: TestApp;
const logs: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ logs, noticeAuthIntervalMs: AUTH_INTERVAL_MS });
});
afterAll(() => t.close());

const { open, connected } = noticeSockets(() => t);

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
    expect(line).not.toHaveProperty('err');
    // Only the warning: the websocket plugin's own handler logged it again at error, with the stack.
    expect(logs.map((l) => JSON.parse(l) as { level: number }).filter((l) => l.level >= 50)).toEqual([]);
    expect(logs.join('')).not.toContain('stack');
    expect(logs.join('')).not.toContain('x'.repeat(100));
  });

  it('closes a logged-in socket that sends more than the limit of other messages in a second, with its own code', async () => {
    const me = await supplierMember(t);
    const s = await connected(me.token, me.supplierId);
    for (let i = 0; i < NOTICE_SOCKET_MESSAGES_PER_SECOND * 3; i++) s.ws.send(JSON.stringify({ type: 'ping' }));
    expect(await s.closed()).toEqual({ code: NOTICE_SOCKET_CLOSE.tooManyMessages, reason: 'E000429' });
  });

  it('ignores a few other messages from a logged-in socket', async () => {
    const me = await supplierMember(t);
    const s = await connected(me.token, me.supplierId);
    for (let i = 0; i < 3; i++) s.ws.send(JSON.stringify({ type: 'ping' }));
    // A round trip through the socket after them: a fresh auth is answered, so the socket is still open.
    s.auth(me.token, String(me.supplierId));
    await s.message('ready', 3000, 1);
    expect(s.isClosed()).toBe(false);
  });
});

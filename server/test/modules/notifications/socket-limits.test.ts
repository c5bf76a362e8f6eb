import { NOTICE_SOCKET_PATH } from '@contract/notifications.meta';
import * as reference from '@contract/reference';
import { API_PREFIX } from '../../../src/http/route';
import { watch } from '../../helpers/notifications';
import { supplierMember } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** Issue 20: each auth message ran a full session check, without limit (2,000 slowed a parallel API call to 1.5 s). */
let t: TestApp;
const logs: string[] = [];
const sockets: { terminate(): void }[] = [];
beforeAll(async () => {
  t = await createTestApp({ logs });
});
afterEach(() => sockets.splice(0).forEach((s) => s.terminate()));
afterAll(() => t.close());

async function open() {
  const ws = await t.app.injectWS(API_PREFIX + NOTICE_SOCKET_PATH);
  sockets.push(ws);
  return { ws, s: watch(ws) };
}

describe('the notice socket limits', () => {
  it('runs the session check for one auth message per connection per second and ignores the rest', async () => {
    const me = await supplierMember(t);
    const { s } = await open();
    // Every auth message that is checked is answered `ready`.
    for (let i = 0; i < 50; i++) s.auth(me.token, String(me.supplierId));
    await s.message('ready');
    t.clock.advance(0.5);
    for (let i = 0; i < 50; i++) s.auth(me.token, String(me.supplierId));
    t.clock.advance(0.5);
    s.auth(me.token, String(me.supplierId));
    await s.message('ready', 3000, 1);
    // Whatever an unlimited socket would still be checking has had its time (a round trip through the database).
    await t.call(reference.listEnums, { types: ['talentDegree'] });
    expect(s.received.filter((m) => m.type === 'ready')).toHaveLength(2);
    // A forged token inside the interval is not even looked at: the socket stays open.
    s.auth('forged.token.value');
    await t.call(reference.listEnums, { types: ['talentDegree'] });
    expect(s.isClosed()).toBe(false);
  });

  it('logs an oversize message at warn and drops it with the socket', async () => {
    const { ws, s } = await open();
    logs.length = 0;
    ws.send(JSON.stringify({ type: 'auth', token: 'x'.repeat(9 * 1024) }));
    await s.closed();
    await vi.waitFor(() => expect(logs.some((l) => l.includes('over the size limit'))).toBe(true));
    const line = JSON.parse(logs.find((l) => l.includes('over the size limit'))!) as { level: number; limitBytes: number };
    expect(line).toMatchObject({ level: 40, limitBytes: 8192 });
    expect(logs.join('')).not.toContain('x'.repeat(100));
  });
});

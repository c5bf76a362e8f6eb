import * as login from '@contract/login';
import * as notifications from '@contract/notifications';
import { NOTICE_SOCKET_CLOSE, NOTICE_SOCKET_PATH } from '@contract/notifications.meta';
import { API_PREFIX } from '../../../src/http/route';
import { runCommand } from '../../../src/ops/runner';
import { addMember, noticeSockets, remindSettings, watch } from '../../helpers/notifications';
import { supplierMember, type Member } from '../../helpers/tasks';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // A refreshed token is checked at once here (one auth message per interval: socket-limits.test.ts).
  t = await createTestApp({ noticeAuthIntervalMs: 1 });
});
afterAll(() => t.close());

const { open, connected: connectedAs } = noticeSockets(() => t);
const connected = (m: Member) => connectedAs(m.token, m.supplierId);

const createTask = (city: string) => runCommand('create-task', { city, title: `${city} 推送岗位` }, t.ctx);

describe('the notice socket', () => {
  it('answers a valid auth message with the unread count and pushes a matching task the moment it is published', async () => {
    const me = await supplierMember(t);
    await remindSettings(t, me, { enabled: true, cityCodes: ['320100'] });
    const s = await open();
    s.auth(me.token, String(me.supplierId));
    expect(await s.message('ready')).toEqual({ type: 'ready', unreadCount: 0 });
    const created = await createTask('320100');
    const pushed = await s.message('notice', 2000);
    expect(pushed).toMatchObject({
      type: 'notice',
      unreadCount: 1,
      notice: {
        kind: 'task_remind',
        title: '新任务：320100 推送岗位',
        link: `/findJob/workDetail/${String(created.ok && created.data.taskId)}`,
        read: false,
      },
    });
  });

  it('pushes to the notice’s owner only, and a read in one tab updates the count in another', async () => {
    const me = await supplierMember(t);
    const colleague = await addMember(t, me.supplierId);
    await remindSettings(t, me, { enabled: true, cityCodes: ['320200'] });
    const [tab1, tab2, theirs] = [await connected(me), await connected(me), await connected(colleague)];
    await createTask('320200');
    const { notice } = await tab1.message('notice');
    await tab2.message('notice');
    const read = await t.call(notifications.readNotices, { ids: [notice.id] }, { token: me.token });
    expect(read.body.data.unreadCount).toBe(0);
    expect(await tab2.message('unread')).toEqual({ type: 'unread', unreadCount: 0 });
    expect(theirs.received.filter((m) => m.type !== 'ready')).toEqual([]);
  });

  it('closes a socket that sends no token, anything but an auth message, or a forged token', async () => {
    const garbage = await open();
    garbage.ws.send('hello');
    expect(await garbage.closed()).toEqual({ code: NOTICE_SOCKET_CLOSE.unauthorized, reason: 'E000401' });
    const empty = await open();
    empty.auth('');
    expect(await empty.closed()).toEqual({ code: NOTICE_SOCKET_CLOSE.unauthorized, reason: 'E000401' });
    const forged = await open();
    forged.auth('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged');
    expect(await forged.closed()).toEqual({ code: NOTICE_SOCKET_CLOSE.unauthorized, reason: 'E000401' });
  });

  it('closes a socket that stays silent past the auth deadline', async () => {
    const silent = await open();
    expect(await silent.closed(8000)).toEqual({ code: NOTICE_SOCKET_CLOSE.unauthorized, reason: 'E000401' });
  }, 15_000);

  it('closes the socket of a session revoked (logout) before the next push reaches it', async () => {
    const me = await supplierMember(t);
    await remindSettings(t, me, { enabled: true, cityCodes: ['320300'] });
    const s = await connected(me);
    expect((await t.call(login.logout, {}, { token: me.token })).body.flag).toBe(true);
    await createTask('320300');
    expect(await s.closed()).toEqual({ code: NOTICE_SOCKET_CLOSE.sessionEnded, reason: 'E000008' });
    expect(s.received.filter((m) => m.type === 'notice')).toEqual([]);
    // A revoked session cannot open a new one either.
    const again = await open();
    again.auth(me.token);
    expect(await again.closed()).toEqual({ code: NOTICE_SOCKET_CLOSE.sessionEnded, reason: 'E000008' });
  });

  it('re-checks a refreshed token: a valid one keeps the socket, an expired one closes it with 4420', async () => {
    const me = await supplierMember(t);
    const s = await connected(me);
    const { token } = await (async () => {
      const phone = (await t.db.selectFrom('app_user').select('phone').where('id', '=', me.userId).executeTakeFirstOrThrow()).phone;
      const { loginAs } = await import('../../helpers/session');
      return loginAs(t, phone);
    })();
    s.auth(token, String(me.supplierId));
    await s.message('ready', 3000, 1);
    expect(s.isClosed()).toBe(false);
    t.clock.advance(t.config.accessTokenTtl + 1);
    s.auth(token, String(me.supplierId));
    expect(await s.closed()).toEqual({ code: NOTICE_SOCKET_CLOSE.tokenExpired, reason: 'E000420' });
  });

  it('closes with E000050 when suppliersId names another supplier', async () => {
    const me = await supplierMember(t);
    const other = await supplierMember(t);
    const s = await open();
    s.auth(me.token, String(other.supplierId));
    expect(await s.closed()).toEqual({ code: NOTICE_SOCKET_CLOSE.sessionEnded, reason: 'E000050' });
  });
});

describe('the notice socket and the log', () => {
  it('never writes the token it was sent to the log', async () => {
    const logs: string[] = [];
    const logged = await createTestApp({ logs, noticeAuthIntervalMs: 1 });
    try {
      const me = await supplierMember(logged);
      const ws = await logged.app.injectWS(API_PREFIX + NOTICE_SOCKET_PATH);
      const s = watch(ws);
      s.auth(me.token, String(me.supplierId));
      await s.message('ready');
      s.auth('forged.token.value');
      await s.closed();
      ws.terminate();
      expect(logs.join('')).not.toContain(me.token);
      expect(logs.join('')).not.toContain('forged.token.value');
    } finally {
      await logged.close();
    }
  });
});

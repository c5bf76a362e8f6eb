import type { WebSocket } from 'ws';
import * as notifications from '@contract/notifications';
import type { NoticeSocketMessage } from '@contract/notifications';
import { NOTICE_SOCKET_PATH } from '@contract/notifications.meta';
import { API_PREFIX } from '../../src/http/route';
import { loginAs } from './session';
import type { Member } from './tasks';
import { uniquePhone, type TestApp } from './test-app';

/** Another member of `supplierId` (not its administrator), logged in. */
export async function addMember(
  t: TestApp,
  supplierId: number,
  authList: string[] = ['task:take', 'order:manage', 'candidate:manage'],
): Promise<Member> {
  const now = t.clock();
  const phone = uniquePhone();
  const user = await t.db
    .insertInto('app_user')
    .values({ phone, user_name: `成员${phone.slice(-4)}`, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('supplier_member')
    .values({ supplier_id: supplierId, user_id: user.id, is_main: false, auth_list: authList, joined_at: now })
    .execute();
  const { token } = await loginAs(t, phone);
  return { token, userId: user.id, supplierId };
}

export async function remindSettings(t: TestApp, m: Member, s: notifications.TaskRemindSettingInput) {
  const res = await t.call(notifications.settingTaskRemind, s, { token: m.token });
  if (!res.body.flag) throw new Error(`settings refused: ${res.body.errorMsg}`);
  return res.body.data;
}

export async function noticesOf(t: TestApp, m: Member, unreadOnly = false) {
  const res = await t.call(notifications.noticeList, { unreadOnly, pageSize: 100 }, { token: m.token });
  if (!res.body.flag) throw new Error(`list refused: ${res.body.errorMsg}`);
  return res.body.data;
}

/** Collects a socket's messages and its close, so a test can wait for the one it expects. */
export function watch(ws: WebSocket) {
  const received: NoticeSocketMessage[] = [];
  let closed: { code: number; reason: string } | null = null;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  ws.on('message', (data) => {
    received.push(JSON.parse(String(data)) as NoticeSocketMessage);
    wake();
  });
  ws.on('close', (code, reason) => {
    closed = { code, reason: reason.toString() };
    wake();
  });
  async function until<T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const hit = check();
      if (hit !== undefined) return hit;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(received)}, closed ${JSON.stringify(closed)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  return {
    received,
    auth: (token: string, suppliersId?: string) => ws.send(JSON.stringify({ type: 'auth', token, suppliersId })),
    message: <K extends NoticeSocketMessage['type']>(type: K, timeoutMs = 3000, from = 0) =>
      until(
        () => received.slice(from).find((m): m is Extract<NoticeSocketMessage, { type: K }> => m.type === type),
        timeoutMs,
        `a '${type}' message`,
      ),
    closed: (timeoutMs = 3000) => until(() => closed ?? undefined, timeoutMs, 'the close'),
    isClosed: () => closed !== null,
  };
}

/**
 * Notice sockets on the test file's app (set in its beforeAll); every socket opened is terminated after its test
 * (this registers the afterEach, so call it at the top of the file).
 */
export function noticeSockets(app: () => TestApp) {
  const sockets: WebSocket[] = [];
  afterEach(() => sockets.splice(0).forEach((ws) => ws.terminate()));
  /** A socket, not yet authenticated, watched; `ws` is the socket itself. */
  async function open() {
    const ws = await app().app.injectWS(API_PREFIX + NOTICE_SOCKET_PATH);
    sockets.push(ws);
    return Object.assign(watch(ws), { ws });
  }
  /** A socket authenticated as `token` for `supplierId`, its `ready` received. */
  async function connected(token: string, supplierId: number) {
    const s = await open();
    s.auth(token, String(supplierId));
    await s.message('ready');
    return s;
  }
  return { open, connected };
}

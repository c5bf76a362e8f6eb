import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { ERROR_CODES } from '@contract/http.meta';
import {
  NOTICE_SOCKET_AUTH_TIMEOUT_MS,
  NOTICE_SOCKET_CLOSE,
  NOTICE_SOCKET_MESSAGES_PER_SECOND,
  NOTICE_SOCKET_PATH,
  REMOVED_MESSAGE_PREFIX,
  type LiveTopic,
} from '@contract/notifications.meta';
import type { NoticeSocketMessage } from '@contract/notifications';
import type { Db } from '../../db/schema';
import type { AuthContext, Authenticator } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { API_PREFIX } from '../../http/route';
import { subscribe, type NoticeSignal } from './bus';
import * as repo from './repo';
import { toNotice } from './inbox';

/** Clients only ever send the small auth message; a larger frame is refused by ws (the socket closes with 1009). */
const MAX_MESSAGE_BYTES = 8 * 1024;
/** 1001 Going Away: the server is shutting down; the client reconnects (to this server's successor) at once. */
const GOING_AWAY = 1001;
/** Sockets whose client does not answer the close handshake are cut this long after shutdown began. */
const SHUTDOWN_CLOSE_MS = 2000;

/** Registered before every route, so upgrades to paths without a socket handler are closed (see @fastify/websocket). */
export async function installWebsocket(app: FastifyInstance): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: MAX_MESSAGE_BYTES },
    // The plugin's default logs every socket error at error level with its stack; an oversize frame is the
    // client's doing, so it is a warning with the limit (and never the frame).
    errorHandler(err: Error & { code?: string }, socket, request) {
      if (err.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH')
        request.log.warn({ limitBytes: MAX_MESSAGE_BYTES }, 'notice socket message over the size limit: dropped, socket closed');
      else request.log.error({ err }, 'notice socket error');
      socket.terminate();
    },
    // On shutdown every socket is closed with 1001 (the plugin's default closes without a code: 1005), and a
    // client that does not answer its close frame is cut, so shutdown never waits on it. Upgrades after this
    // are refused (503) by the closed ws server.
    preClose(done) {
      const clients = [...this.websocketServer.clients];
      for (const client of clients) client.close(GOING_AWAY, 'server shutting down');
      setTimeout(() => clients.forEach((c) => c.terminate()), SHUTDOWN_CLOSE_MS).unref();
      this.websocketServer.close();
      done();
    },
  });
}

interface Connection {
  socket: WebSocket;
  token: string;
  suppliersId: string | null;
  ip: string;
  auth: AuthContext;
}

/** The session guard's answer as a close code: the reason is the envelope code, never the token. */
function closeFor(err: unknown): { code: number; reason: string } {
  if (err instanceof BusinessError) {
    if (err.httpStatus === 401) return { code: NOTICE_SOCKET_CLOSE.unauthorized, reason: err.code };
    if (err.httpStatus === 420) return { code: NOTICE_SOCKET_CLOSE.tokenExpired, reason: err.code };
    return { code: NOTICE_SOCKET_CLOSE.sessionEnded, reason: err.code };
  }
  return { code: 1011, reason: 'internal error' };
}

/** What a page whose session ended shows: the company's name for a removed member, else the guard's own words. */
function endedMessage(err: BusinessError, was: AuthContext): string {
  if (err.code === ERROR_CODES.removedFromSupplier && was.supplier) return `${REMOVED_MESSAGE_PREFIX}${was.supplier.name}`;
  return err.message;
}

/** The guard reads a request; the socket's auth message stands in for its headers. */
const asRequest = (token: string, suppliersId: string | null, ip: string) =>
  ({ headers: { authtoken: token, suppliersid: suppliersId ?? undefined }, ip }) as unknown as FastifyRequest;

function parseAuth(data: unknown): { token: string; suppliersId: string | null } | null {
  try {
    const m = JSON.parse(String(data)) as { type?: unknown; token?: unknown; suppliersId?: unknown };
    if (m.type !== 'auth' || typeof m.token !== 'string' || !m.token.trim()) return null;
    return { token: m.token.trim(), suppliersId: typeof m.suppliersId === 'string' && m.suppliersId !== '0' ? m.suppliersId : null };
  } catch {
    return null;
  }
}

export interface NoticeSocketOptions {
  db: Db;
  /** Set: LISTEN on PostgreSQL (several app servers); absent: the in-process hub. */
  databaseUrl?: string;
  /** How often every open socket's session is checked again (revoked, expired …). */
  recheckMs?: number;
  /**
   * At most one auth message per connection per this interval runs the session check; of those that arrive in
   * between only the latest is kept, and checked when the interval ends.
   */
  authIntervalMs?: number;
}

/**
 * The live channel. A socket is authenticated by its first message with the same guard as `/auth/` calls and
 * re-checked on every push, every `recheckMs` and whenever the client sends a refreshed token; a session that
 * ended closes it with NOTICE_SOCKET_CLOSE and the envelope code as the reason. Answers how many sockets are open.
 */
export async function noticeSocketRoutes(
  app: FastifyInstance,
  authenticate: Authenticator,
  { db, databaseUrl, recheckMs = 60_000, authIntervalMs = 1000 }: NoticeSocketOptions,
): Promise<{ openSockets: () => number }> {
  const byUser = new Map<number, Set<Connection>>();
  /** Every open socket, authenticated or not yet (for /metrics). */
  let open = 0;

  const add = (c: Connection) => {
    const set = byUser.get(c.auth.userId) ?? new Set<Connection>();
    set.add(c);
    byUser.set(c.auth.userId, set);
  };
  const remove = (c: Connection) => {
    const set = byUser.get(c.auth.userId);
    set?.delete(c);
    if (set?.size === 0) byUser.delete(c.auth.userId);
  };
  const send = (c: Connection, m: NoticeSocketMessage) => {
    if (c.socket.readyState === c.socket.OPEN) c.socket.send(JSON.stringify(m));
  };

  /** False (and the socket closed) when the session no longer admits the connection. */
  async function stillValid(c: Connection): Promise<boolean> {
    try {
      const auth = await authenticate(asRequest(c.token, c.suppliersId, c.ip), 'auth');
      if (!auth || auth.userId !== c.auth.userId) throw new BusinessError(ERROR_CODES.unauthorized, 'unauthorized', 401);
      c.auth = auth;
      return true;
    } catch (err) {
      const { code, reason } = closeFor(err);
      remove(c);
      // The page hears why before the socket closes: a removed member is told the company's name.
      if (code === NOTICE_SOCKET_CLOSE.sessionEnded && err instanceof BusinessError)
        send(c, { type: 'ended', errorCode: err.code, message: endedMessage(err, c.auth) });
      c.socket.close(code, reason);
      return false;
    }
  }

  const unread = (userId: number, supplierId: number) => repo.countNotices(db, { userId, supplierId }, true);

  /** A silent change: every open session of the supplier re-reads that data (no notice, no count). */
  function announceChange(supplierId: number, topic: LiveTopic): void {
    for (const set of byUser.values()) for (const c of set) if (c.auth.supplier?.id === supplierId) send(c, { type: 'changed', topic });
  }

  async function deliver(all: NoticeSignal[]): Promise<void> {
    const topics = new Set(all.flatMap((s) => (s.topic ? [`${s.supplierId}:${s.topic}`] : [])));
    for (const key of topics) {
      const [supplierId, topic] = key.split(':') as [string, LiveTopic];
      announceChange(Number(supplierId), topic);
    }
    const signals = all.filter((s) => !s.topic);
    const local = signals.filter((s) => byUser.has(s.userId));
    if (local.length === 0) return;
    const ids = local.flatMap((s) => (s.id === null ? [] : [s.id]));
    const rows = await repo.noticesByIds(db, ids);
    const users = new Map<string, { userId: number; supplierId: number }>();
    for (const s of local) users.set(`${s.userId}:${s.supplierId}`, { userId: s.userId, supplierId: s.supplierId });
    for (const { userId, supplierId } of users.values()) {
      const mine = rows.filter((r) => r.user_id === userId && r.supplier_id === supplierId);
      const count = await unread(userId, supplierId);
      for (const c of [...(byUser.get(userId) ?? [])]) {
        if (!(await stillValid(c)) || c.auth.supplier?.id !== supplierId) continue;
        if (mine.length === 0) send(c, { type: 'unread', unreadCount: count });
        for (const r of mine) send(c, { type: 'notice', notice: toNotice(r), unreadCount: count });
      }
    }
  }

  let chain = Promise.resolve();
  const feed = await subscribe(
    db,
    databaseUrl,
    // One delivery at a time, in the order the signals arrived.
    (signals) => {
      chain = chain.then(() => deliver(signals)).catch((err: unknown) => app.log.warn({ err }, 'notice delivery failed'));
    },
    app.log,
  );

  const timer = setInterval(() => {
    void (async () => {
      for (const set of [...byUser.values()]) for (const c of [...set]) await stillValid(c);
    })().catch((err: unknown) => app.log.warn({ err }, 'notice socket re-check failed'));
  }, recheckMs);
  timer.unref();

  app.addHook('onClose', async () => {
    clearInterval(timer);
    await feed.close();
    await chain;
  });

  app.get(API_PREFIX + NOTICE_SOCKET_PATH, { websocket: true }, (socket, request) => {
    let conn: Connection | null = null;
    open++;
    // Each auth message costs a session check. A flood (2,000 messages slowed every API call to 1.5 s) costs one
    // a second: while one interval runs, the messages that arrive are ignored but the latest, which is checked
    // when it ends — a refreshed token or a switched supplier is never lost.
    let cooling: NodeJS.Timeout | null = null;
    let latest: { token: string; suppliersId: string | null } | null = null;
    const deadline = setTimeout(
      () => socket.close(NOTICE_SOCKET_CLOSE.unauthorized, ERROR_CODES.unauthorized),
      NOTICE_SOCKET_AUTH_TIMEOUT_MS,
    );
    socket.on('close', () => {
      open--;
      clearTimeout(deadline);
      if (cooling) clearTimeout(cooling);
      if (conn) remove(conn);
    });
    const check = (m: { token: string; suppliersId: string | null }) => {
      cooling = setTimeout(() => {
        cooling = null;
        const next = latest;
        latest = null;
        if (next && socket.readyState === socket.OPEN) check(next);
      }, authIntervalMs).unref();
      void (async () => {
        try {
          const auth = await authenticate(asRequest(m.token, m.suppliersId, request.ip), 'auth');
          if (!auth) throw new BusinessError(ERROR_CODES.unauthorized, 'unauthorized', 401);
          clearTimeout(deadline);
          if (conn) remove(conn);
          conn = { socket, token: m.token, suppliersId: m.suppliersId, ip: request.ip, auth };
          if (socket.readyState !== socket.OPEN) return;
          add(conn);
          send(conn, { type: 'ready', unreadCount: auth.supplier ? await unread(auth.userId, auth.supplier.id) : 0 });
        } catch (err) {
          const { code, reason } = closeFor(err);
          if (conn) remove(conn);
          socket.close(code, reason);
        }
      })();
    };
    // Messages other than auth in the current one-second window: a client has no reason to send any, and a
    // flood of them (each parsed) slowed every socket's pushes.
    let windowStart = 0;
    let others = 0;
    socket.on('message', (data) => {
      const m = parseAuth(data);
      if (!m) {
        // Anything before a valid auth message ends the socket; after it, unknown messages are ignored, up to a limit.
        if (!conn) socket.close(NOTICE_SOCKET_CLOSE.unauthorized, ERROR_CODES.unauthorized);
        else if (tooMany()) socket.close(NOTICE_SOCKET_CLOSE.tooManyMessages, ERROR_CODES.tooMany);
        return;
      }
      if (cooling) latest = m;
      else check(m);
    });
    function tooMany(): boolean {
      const now = performance.now();
      if (now - windowStart >= 1000) {
        windowStart = now;
        others = 0;
      }
      return ++others > NOTICE_SOCKET_MESSAGES_PER_SECOND;
    }
  });

  return { openSockets: () => open };
}

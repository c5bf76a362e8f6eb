import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { ERROR_CODES, PLATFORM_BASE_PATH } from '@contract/http';
import { TODO_SOCKET_CLOSE, TODO_SOCKET_PATH, type TodoCounts, type TodoSocketMessage } from '@contract/platform/todo';
import { NOTICE_SOCKET_AUTH_TIMEOUT_MS } from '@contract/notifications.meta';
import type { Ctx } from '../../ctx';
import { BusinessError } from '../../http/envelope';
import { subscribeToNotices } from '../notifications';
import type { StaffAuth, StaffAuthenticator } from '../staff';
import { allTodoCounts, todoCountsFor } from './todo';

/**
 * The console's live 待办: a WebSocket for staff. Any change pushed through the notifications module's fan-out
 * (LISTEN/NOTIFY across app servers, the in-process hub on PGlite) — a supplier's submission, a bill's move, a
 * staff change marked for it — makes this server count again, at most once per `recountMs`; each socket whose
 * role's counts changed gets them. Protocol: contract/platform/todo.ts and docs/platform.md.
 */
export interface TodoSocketOptions {
  databaseUrl?: string;
  /** The least time between two counts (a burst of submissions costs one count). */
  recountMs?: number;
  /** How often every socket's staff session is checked again (logged out, disabled …). */
  recheckMs?: number;
}

interface Connection {
  socket: WebSocket;
  token: string;
  ip: string;
  staff: StaffAuth;
  sent: string;
}

/** The guard reads a request; the auth message stands in for its headers. */
const asRequest = (token: string, ip: string) => ({ headers: { authtoken: token }, ip }) as unknown as FastifyRequest;

function parseAuth(data: unknown): string | null {
  try {
    const m = JSON.parse(String(data)) as { type?: unknown; token?: unknown };
    return m.type === 'auth' && typeof m.token === 'string' && m.token.trim() ? m.token.trim() : null;
  } catch {
    return null;
  }
}

function closeFor(err: unknown): { code: number; reason: string } {
  if (err instanceof BusinessError) {
    if (err.httpStatus === 401) return { code: TODO_SOCKET_CLOSE.unauthorized, reason: err.code };
    if (err.httpStatus === 420) return { code: TODO_SOCKET_CLOSE.tokenExpired, reason: err.code };
    return { code: TODO_SOCKET_CLOSE.sessionEnded, reason: err.code };
  }
  return { code: 1011, reason: 'internal error' };
}

export async function todoSocketRoutes(
  app: FastifyInstance,
  ctx: Ctx,
  authenticate: StaffAuthenticator,
  { databaseUrl, recountMs = 1000, recheckMs = 60_000 }: TodoSocketOptions = {},
): Promise<{ openSockets: () => number }> {
  const live = new Set<Connection>();

  const push = (c: Connection, counts: TodoCounts) => {
    const text = JSON.stringify({ type: 'counts', counts: todoCountsFor(counts, c.staff.role) } satisfies TodoSocketMessage);
    if (text === c.sent || c.socket.readyState !== c.socket.OPEN) return;
    c.sent = text;
    c.socket.send(text);
  };

  async function stillValid(c: Connection): Promise<boolean> {
    try {
      const staff = await authenticate(asRequest(c.token, c.ip), 'auth');
      if (!staff || staff.staffId !== c.staff.staffId) throw new BusinessError(ERROR_CODES.unauthorized, 'unauthorized', 401);
      c.staff = staff;
      return true;
    } catch (err) {
      const { code, reason } = closeFor(err);
      live.delete(c);
      c.socket.close(code, reason);
      return false;
    }
  }

  // Counting is coalesced: a change during a count asks for one more count after it, never one per change.
  let counting: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  async function recount(): Promise<void> {
    const counts = await allTodoCounts(ctx);
    for (const c of [...live]) if (await stillValid(c)) push(c, counts);
  }
  function schedule(): void {
    if (live.size === 0 || timer) return;
    if (counting) {
      again = true;
      return;
    }
    timer = setTimeout(() => {
      timer = null;
      counting = recount()
        .catch((err: unknown) => app.log.warn({ err }, 'todo count failed'))
        .finally(() => {
          counting = null;
          if (again) {
            again = false;
            schedule();
          }
        });
    }, recountMs);
    timer.unref();
  }

  const feed = await subscribeToNotices(ctx.db, databaseUrl, () => schedule(), app.log);
  const recheck = setInterval(() => {
    void (async () => {
      for (const c of [...live]) await stillValid(c);
    })().catch((err: unknown) => app.log.warn({ err }, 'todo socket re-check failed'));
  }, recheckMs);
  recheck.unref();
  app.addHook('onClose', async () => {
    clearInterval(recheck);
    if (timer) clearTimeout(timer);
    await feed.close();
    await counting;
  });

  let open = 0;
  app.get(PLATFORM_BASE_PATH + TODO_SOCKET_PATH, { websocket: true }, (socket, request) => {
    open++;
    let conn: Connection | null = null;
    let checking = false;
    const deadline = setTimeout(() => socket.close(TODO_SOCKET_CLOSE.unauthorized, ERROR_CODES.unauthorized), NOTICE_SOCKET_AUTH_TIMEOUT_MS);
    socket.on('close', () => {
      open--;
      clearTimeout(deadline);
      if (conn) live.delete(conn);
    });
    socket.on('message', (data) => {
      const token = parseAuth(data);
      if (!token) {
        // Before a valid auth message anything else ends the socket; after it, other messages are ignored.
        if (!conn) socket.close(TODO_SOCKET_CLOSE.unauthorized, ERROR_CODES.unauthorized);
        return;
      }
      // One check at a time: a flood of auth messages costs one check each after the last one finished.
      if (checking) return;
      checking = true;
      void (async () => {
        try {
          const staff = await authenticate(asRequest(token, request.ip), 'auth');
          if (!staff) throw new BusinessError(ERROR_CODES.unauthorized, 'unauthorized', 401);
          clearTimeout(deadline);
          if (conn) live.delete(conn);
          conn = { socket, token, ip: request.ip, staff, sent: '' };
          if (socket.readyState !== socket.OPEN) return;
          live.add(conn);
          // Counted afresh: nothing was counted while no socket was open.
          push(conn, await allTodoCounts(ctx));
        } catch (err) {
          const { code, reason } = closeFor(err);
          if (conn) live.delete(conn);
          socket.close(code, reason);
        } finally {
          checking = false;
        }
      })();
    });
  });

  return { openSockets: () => open };
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_ROUTE_SCOPES, API_KEY_WRITE_SCOPES, type KeyRoute } from '@contract/api-key-routes.meta';
import { API_KEY_PREFIX, API_KEY_SCOPE_LABELS, type ApiKeyScope } from '@contract/api-keys.meta';
import { ERROR_CODES } from '@contract/http';
import type { Db } from '../../db/schema';
import { hitRateLimit, windowEnd } from '../../db/rate-limit';
import type { AuthContext, Authenticator } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { API_PREFIX, CMS_PREFIX } from '../../http/route';
import type { Clock } from '../../lib/clock';
import { actorOf, recordAudit } from '../audit';
import { supplierPrincipal } from '../members';
import * as repo from './repo';
import { hashKey } from './service';

/** The key a request presented and what it may do; set by the key hook before any route's own hooks run. */
export interface ApiKeyCaller {
  keyId: number;
  name: string;
  prefix: string;
  scopes: string[];
  route: KeyRoute;
  auth: AuthContext;
}

declare module 'fastify' {
  interface FastifyRequest {
    apiKey: ApiKeyCaller | null;
  }
}

const unauthorized = () => new BusinessError(ERROR_CODES.unauthorized, 'API 密钥无效或已被撤销', 401);
const forbidden = (message: string) => new BusinessError(ERROR_CODES.forbidden, message, 403);
const missingScope = (scope: ApiKeyScope) =>
  forbidden(`该 API 密钥没有「${API_KEY_SCOPE_LABELS[scope]}」权限（${scope}），请企业管理员创建具有该权限的密钥`);

/** `Authorization: Bearer sk_…`; anything else in that header is not a key and is left alone. */
function presentedKey(request: FastifyRequest): string | null {
  const raw = request.headers.authorization;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(raw ?? '');
  return match && match[1]!.startsWith(API_KEY_PREFIX) ? match[1]! : null;
}

/** The gateway path (without its prefix) of a registered route; null outside the gateway and the content service. */
function gatewayPath(url: string | undefined): string | null {
  if (!url) return null;
  if (url.startsWith(API_PREFIX + '/')) return url.slice(API_PREFIX.length);
  if (url.startsWith(CMS_PREFIX + '/')) return url;
  return null;
}

const needsWriteScope = (caller: ApiKeyCaller, body: unknown) =>
  caller.route.writeWhen !== undefined && (body as Record<string, unknown> | null)?.[caller.route.writeWhen.field] === true;

const isWrite = (caller: ApiKeyCaller, body: unknown) => API_KEY_WRITE_SCOPES.includes(caller.route.scope) || needsWriteScope(caller, body);

/**
 * API keys on the gateway's own paths. A request with a key is decided here, before the route's session guard:
 * unknown or revoked key → 401; over the key's per-minute budget → 429 (shared by every app server: the counter is
 * in the database); a path no scope covers, or a scope the key lacks → 403. Then the route runs as the supplier's
 * administrator (see members' `supplierPrincipal`), and a successful write is recorded in the audit trail.
 */
export function installApiKeyAuth(app: FastifyInstance, deps: { db: Db; clock: Clock; ratePerMinute: number }): void {
  const { db, clock, ratePerMinute } = deps;
  app.decorateRequest('apiKey', null);

  async function admit(request: FastifyRequest, reply: FastifyReply, key: string, path: string): Promise<void> {
    const row = await repo.findByHash(db, hashKey(key));
    if (!row || row.revoked_at) throw unauthorized();
    const now = clock();
    if (!(await hitRateLimit(db, `api_key:${row.id}`, 60, ratePerMinute, now))) {
      const wait = Math.max(1, Math.ceil((windowEnd(60, now).getTime() - now.getTime()) / 1000));
      void reply.header('retry-after', String(wait));
      throw new BusinessError(ERROR_CODES.tooMany, `API 密钥调用过于频繁（每分钟最多 ${ratePerMinute} 次），请 ${wait} 秒后再试`, 429);
    }
    const route = API_KEY_ROUTE_SCOPES[path];
    if (!route) throw forbidden('API 密钥不能调用此接口，请登录供应商门户操作');
    if (!row.scopes.includes(route.scope)) throw missingScope(route.scope);
    const principal = await supplierPrincipal(db, row.supplier_id);
    if (!principal.ok) {
      throw principal.reason === 'supplierDisabled'
        ? new BusinessError(ERROR_CODES.supplierDisabled, '该供应商已被平台停用，请联系客服', 403)
        : forbidden('企业管理员账号异常，API 密钥暂不可用');
    }
    await repo.touchKey(db, row.id, now);
    request.apiKey = {
      keyId: row.id,
      name: row.name,
      prefix: row.prefix,
      scopes: row.scopes,
      route,
      auth: { ...principal.auth, sessionId: `api-key:${row.id}`, clientIp: request.ip },
    };
  }

  async function audit(caller: ApiKeyCaller, body: unknown): Promise<void> {
    const label = needsWriteScope(caller, body) ? caller.route.writeWhen!.label : caller.route.label;
    await recordAudit(db, {
      supplierId: caller.auth.supplier!.id,
      ...actorOf(caller.auth),
      action: 'apikey.write',
      detail: { summary: `密钥「${caller.name}」（${caller.prefix}）：${label}`, keyId: String(caller.keyId) },
      at: clock(),
    });
  }

  // Callback hooks with a synchronous way out: they run on every request, and nearly none carries a key.
  app.addHook('onRequest', (request, reply, done) => {
    const key = presentedKey(request);
    const path = key === null ? null : gatewayPath(request.routeOptions.url);
    if (key === null || path === null) return done();
    admit(request, reply, key, path).then(() => done(), done);
  });

  // A call that changes data only by what its body says (a resubmitted bill) needs the write scope as well.
  app.addHook('preHandler', (request, _reply, done) => {
    const caller = request.apiKey;
    if (caller && needsWriteScope(caller, request.body) && !caller.scopes.includes(caller.route.writeWhen!.scope))
      return done(missingScope(caller.route.writeWhen!.scope));
    done();
  });

  // Every successful write made with a key goes to the audit trail before its answer leaves.
  app.addHook('preSerialization', (request, _reply, payload: unknown, done) => {
    const caller = request.apiKey;
    if (!caller || (payload as { flag?: unknown } | null)?.flag !== true || !isWrite(caller, request.body)) return done(null, payload);
    audit(caller, request.body).then(
      () => done(null, payload),
      (err: Error) => done(err),
    );
  });
}

/** The session guard, except for a request the key hook already admitted: that one acts as the key's principal. */
export const withApiKeys =
  (authenticate: Authenticator): Authenticator =>
  async (request, access) =>
    request.apiKey ? request.apiKey.auth : authenticate(request, access);

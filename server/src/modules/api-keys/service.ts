import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type * as c from '@contract/api-keys';
import type { ApiKeyView } from '@contract/api-keys';
import { API_KEY_LIVE_MAX, API_KEY_PREFIX, API_KEY_SCOPE_LABELS, API_KEY_VISIBLE_CHARS, type ApiKeyScope } from '@contract/api-keys.meta';
import { ERROR_CODES } from '@contract/http';
import type { Ctx } from '../../ctx';
import { requireSupplier, type AuthContext } from '../../http/auth';
import { BusinessError } from '../../http/envelope';
import { parseId } from '../../lib/ids';
import { actorOf, recordAudit } from '../audit';
import * as repo from './repo';
import type { ApiKeyTable } from './schema';

/** Hex SHA-256: a key is 256 random bits, so its plain hash is as safe to keep as a slow one and cheap to check per call. */
export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** `sk_` + 43 base64url characters (32 random bytes). */
function newKey(): string {
  return API_KEY_PREFIX + randomBytes(32).toString('base64url');
}

export const scopeLabels = (scopes: readonly string[]) => scopes.map((s) => API_KEY_SCOPE_LABELS[s as ApiKeyScope] ?? s).join('、');

type KeyRow = Omit<ApiKeyTable, 'id' | 'created_at'> & { id: number; created_at: Date };

function view(k: KeyRow): ApiKeyView {
  return {
    keyId: String(k.id),
    name: k.name,
    prefix: k.prefix,
    scopes: k.scopes as ApiKeyScope[],
    createdAt: k.created_at.toISOString(),
    lastUsedAt: k.last_used_at?.toISOString() ?? null,
    revoked: k.revoked_at !== null,
    revokedAt: k.revoked_at?.toISOString() ?? null,
  };
}

/** Keys are the administrator's: they act for the whole supplier. */
function requireAdministrator(auth: AuthContext) {
  const supplier = requireSupplier(auth);
  if (!supplier.isMain) throw new BusinessError(ERROR_CODES.forbidden, '只有企业管理员可以管理 API 密钥');
  return supplier;
}

const notFound = () => new BusinessError(ERROR_CODES.notFound, 'API 密钥不存在');

type Input<E extends { request: z.ZodType }> = z.output<E['request']>;

export async function createApiKey(ctx: Ctx, req: Input<typeof c.createApiKey>, auth: AuthContext): Promise<ApiKeyView & { key: string }> {
  const supplier = requireAdministrator(auth);
  const key = newKey();
  const prefix = key.slice(0, API_KEY_PREFIX.length + API_KEY_VISIBLE_CHARS);
  const now = ctx.clock();
  const row = await ctx.db.transaction().execute(async (trx) => {
    await repo.lockSupplierKeys(trx, supplier.id);
    if ((await repo.countLive(trx, supplier.id)) >= API_KEY_LIVE_MAX) {
      throw new BusinessError(ERROR_CODES.conflict, `最多同时保留 ${API_KEY_LIVE_MAX} 个 API 密钥，请先撤销不再使用的密钥`);
    }
    const inserted = await repo.insertKey(trx, {
      supplierId: supplier.id,
      name: req.name.trim(),
      prefix,
      keyHash: hashKey(key),
      scopes: req.scopes,
      createdBy: auth.userId,
      now,
    });
    await recordAudit(trx, {
      supplierId: supplier.id,
      ...actorOf(auth),
      action: 'apikey.create',
      detail: {
        summary: `名称：${inserted.name}；前缀：${prefix}；权限：${scopeLabels(req.scopes)}`,
        keyId: String(inserted.id),
        scopes: req.scopes,
      },
      at: now,
    });
    return inserted;
  });
  return { ...view(row), key };
}

export async function listApiKeys(ctx: Ctx, _input: Input<typeof c.listApiKeys>, auth: AuthContext): Promise<{ list: ApiKeyView[] }> {
  const supplier = requireAdministrator(auth);
  return { list: (await repo.listKeys(ctx.db, supplier.id)).map(view) };
}

/** Takes effect on the next call on every app server: each call made with a key reads the key's row. */
export async function revokeApiKey(ctx: Ctx, { keyId }: Input<typeof c.revokeApiKey>, auth: AuthContext): Promise<null> {
  const supplier = requireAdministrator(auth);
  const id = parseId(keyId);
  if (id === null) throw notFound();
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.lockKey(trx, supplier.id, id);
    if (!row) throw notFound();
    if (!(await repo.revokeKey(trx, id, auth.userId, now))) return;
    await recordAudit(trx, {
      supplierId: supplier.id,
      ...actorOf(auth),
      action: 'apikey.revoke',
      detail: { summary: `名称：${row.name}；前缀：${row.prefix}`, keyId: String(id) },
      at: now,
    });
  });
  return null;
}

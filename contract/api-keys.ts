import { z } from 'zod';
import { API_KEY_NAME_MAX, API_KEY_PATHS, API_KEY_SCOPES, API_KEY_SCOPE_LABELS } from './api-keys.meta';
import { empty, endpoint, id, nothing, storable } from './http';

export * from './api-keys.meta';

const scopeChoices = API_KEY_SCOPES.map((s) => `${API_KEY_SCOPE_LABELS[s]}（${s}）`).join('、');

const scopes = z
  .array(z.enum(API_KEY_SCOPES, `不是可选的权限范围，只能是 ${scopeChoices}`))
  .min(1, '请至少选择一项权限范围')
  .max(API_KEY_SCOPES.length, `最多 ${API_KEY_SCOPES.length} 项`)
  .refine((list) => new Set(list).size === list.length, '权限范围不能重复');

export const apiKeyView = z.object({
  keyId: z.string(),
  name: z.string(),
  /** `sk_` and the key's first characters: enough to tell keys apart, never enough to use one. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601; null until the key is first used. */
  lastUsedAt: z.string().nullable(),
  revoked: z.boolean(),
  revokedAt: z.string().nullable(),
});

/** A new key for the caller's supplier (administrator only). `key` is answered this once; only its hash is kept. */
export const createApiKey = endpoint({
  path: API_KEY_PATHS.create,
  request: z.strictObject({
    name: storable().trim().min(1, '请填写密钥名称').max(API_KEY_NAME_MAX, `长度不能超过 ${API_KEY_NAME_MAX} 个字符`),
    scopes,
  }),
  response: apiKeyView.extend({ key: z.string() }),
});

/** The supplier's keys, newest first, revoked ones included (administrator only). */
export const listApiKeys = endpoint({
  path: API_KEY_PATHS.list,
  request: empty,
  response: z.object({ list: z.array(apiKeyView) }),
});

/** Revokes a key at once on every app server; revoking a revoked key changes nothing (administrator only). */
export const revokeApiKey = endpoint({
  path: API_KEY_PATHS.revoke,
  request: z.strictObject({ keyId: id }),
  response: nothing,
});

export type ApiKeyView = z.output<typeof apiKeyView>;
export type CreateApiKeyRequest = z.input<typeof createApiKey.request>;

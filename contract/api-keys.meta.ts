/**
 * API keys: plain values (no zod) for the SPA and the schemas in api-keys.ts. A key (`sk_…`) sent as
 * `Authorization: Bearer sk_…` calls the gateway's own paths as its supplier, within its scopes. Which path needs
 * which scope: api-key-routes.meta.ts (kept apart: the SPA never needs it, and its imports would reshape the chunks).
 */

export const API_KEY_PATHS = {
  create: '/pc_open/auth/api_key_create',
  list: '/pc_open/auth/api_key_list',
  revoke: '/pc_open/auth/api_key_revoke',
} as const;

/** The API reference (Swagger UI) and its OpenAPI 3.1 document, served by the gateway itself. */
export const API_DOCS_PATH = '/api/docs';
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';

export const API_KEY_SCOPES = ['orders:read', 'candidates:read', 'candidates:write', 'settlements:read', 'settlements:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The create dialog's checkboxes and every message that names a scope. */
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'orders:read': '读取订单',
  'candidates:read': '读取候选人',
  'candidates:write': '提交和修改候选人',
  'settlements:read': '读取结算单',
  'settlements:write': '确认结算单或提出异议',
};

/** Every key starts with this; the list shows the prefix and this many characters after it. */
export const API_KEY_PREFIX = 'sk_';
export const API_KEY_VISIBLE_CHARS = 8;
export const API_KEY_NAME_MAX = 50;
/** Keys a supplier may hold at once (revoked ones do not count). */
export const API_KEY_LIVE_MAX = 20;
/** Requests per key and minute when `API_KEY_RATE_PER_MINUTE` is not set. */
export const API_KEY_RATE_PER_MINUTE_DEFAULT = 120;

/** The header a key travels in: `Authorization: Bearer sk_…` (the session's token stays in `AuthToken`). */
export const API_KEY_HEADER = 'Authorization';

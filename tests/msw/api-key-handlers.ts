import { apiKeys } from '@contract/index';
import type { ApiKeyView } from '@contract/api-keys';
import { ok, onCall } from './contract';

export const apiKey = (overrides: Partial<ApiKeyView> = {}): ApiKeyView => ({
  keyId: '1',
  name: '招聘系统对接',
  prefix: 'sk_AbCd1234',
  scopes: ['orders:read', 'candidates:write'],
  createdAt: '2026-11-20T02:30:00.000Z',
  lastUsedAt: null,
  revoked: false,
  revokedAt: null,
  ...overrides,
});

export const apiKeyHandlers = [
  onCall(apiKeys.listApiKeys, () => ok({ list: [apiKey()] })),
  onCall(apiKeys.createApiKey, ({ body }) =>
    ok({ ...apiKey({ keyId: '2', name: body.name, scopes: body.scopes }), key: `sk_${'x'.repeat(43)}` }),
  ),
  onCall(apiKeys.revokeApiKey, () => ok(null)),
];

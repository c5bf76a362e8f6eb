import * as apiKeys from '@contract/api-keys';
import type { ApiKeyScope } from '@contract/api-keys.meta';
import type { TestApp } from '../../helpers/test-app';

/** Creates a key as `token`'s administrator; fails the test on a refusal. */
export async function createKey(t: TestApp, token: string, scopes: ApiKeyScope[], name = '对接系统') {
  const res = await t.call(apiKeys.createApiKey, { name, scopes }, { token });
  if (!res.body.flag) throw new Error(`api_key_create failed: ${res.body.errorMsg}`);
  return res.body.data;
}

/** `Authorization: Bearer <key>` for CallOptions.headers. */
export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

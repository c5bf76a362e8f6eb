import type { apiKeys } from '@contract/index';
import { API_KEY_PATHS } from '@contract/api-keys.meta';
import { args, injectDomainEndpoints } from '@/lib/http';
import type { RequestOf, ResponseOf } from '@/lib/http/types';

type Create = typeof apiKeys.createApiKey;
type List = typeof apiKeys.listApiKeys;
type Revoke = typeof apiKeys.revokeApiKey;

export const apiKeysApi = injectDomainEndpoints('apiKeys', (build) => ({
  listApiKeys: build.query<ResponseOf<List>, void>({
    query: () => args<List>({ path: API_KEY_PATHS.list })({}),
    providesTags: ['ApiKey'],
  }),
  createApiKey: build.mutation<ResponseOf<Create>, RequestOf<Create>>({
    query: args<Create>({ path: API_KEY_PATHS.create }),
    invalidatesTags: ['ApiKey'],
  }),
  revokeApiKey: build.mutation<ResponseOf<Revoke>, RequestOf<Revoke>>({
    query: args<Revoke>({ path: API_KEY_PATHS.revoke }),
    invalidatesTags: ['ApiKey'],
  }),
}));

export const { useListApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;

import type { webhooks } from '@contract/index';
import { WEBHOOK_PATHS } from '@contract/webhooks.meta';
import { args, injectDomainEndpoints } from '@/lib/http';
import type { RequestOf, ResponseOf } from '@/lib/http/types';

type Create = typeof webhooks.webhookCreate;
type List = typeof webhooks.webhookList;
type Update = typeof webhooks.webhookUpdate;
type Rotate = typeof webhooks.webhookRotateSecret;
type Remove = typeof webhooks.webhookDelete;
type Deliveries = typeof webhooks.webhookDeliveries;
type Attempts = typeof webhooks.webhookAttempts;
type Redeliver = typeof webhooks.webhookRedeliver;

export const webhooksApi = injectDomainEndpoints('webhooks', (build) => ({
  webhookList: build.query<ResponseOf<List>, void>({
    query: () => args<List>({ path: WEBHOOK_PATHS.list })({}),
    providesTags: ['Webhook'],
  }),
  webhookCreate: build.mutation<ResponseOf<Create>, RequestOf<Create>>({
    query: args<Create>({ path: WEBHOOK_PATHS.create }),
    invalidatesTags: ['Webhook'],
  }),
  webhookUpdate: build.mutation<ResponseOf<Update>, RequestOf<Update>>({
    query: args<Update>({ path: WEBHOOK_PATHS.update }),
    invalidatesTags: ['Webhook'],
  }),
  webhookRotateSecret: build.mutation<ResponseOf<Rotate>, RequestOf<Rotate>>({
    query: args<Rotate>({ path: WEBHOOK_PATHS.rotateSecret }),
  }),
  webhookDelete: build.mutation<ResponseOf<Remove>, RequestOf<Remove>>({
    query: args<Remove>({ path: WEBHOOK_PATHS.remove }),
    invalidatesTags: ['Webhook'],
  }),
  webhookDeliveries: build.query<ResponseOf<Deliveries>, RequestOf<Deliveries>>({
    query: args<Deliveries>({ path: WEBHOOK_PATHS.deliveries }),
    providesTags: ['Webhook'],
  }),
  webhookAttempts: build.query<ResponseOf<Attempts>, RequestOf<Attempts>>({
    query: args<Attempts>({ path: WEBHOOK_PATHS.attempts }),
    providesTags: ['Webhook'],
  }),
  webhookRedeliver: build.mutation<ResponseOf<Redeliver>, RequestOf<Redeliver>>({
    query: args<Redeliver>({ path: WEBHOOK_PATHS.redeliver }),
    invalidatesTags: ['Webhook'],
  }),
}));

export const {
  useWebhookListQuery,
  useWebhookCreateMutation,
  useWebhookUpdateMutation,
  useWebhookRotateSecretMutation,
  useWebhookDeleteMutation,
  useWebhookDeliveriesQuery,
  useWebhookAttemptsQuery,
  useWebhookRedeliverMutation,
} = webhooksApi;

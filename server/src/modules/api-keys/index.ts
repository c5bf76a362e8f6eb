/** API keys: the administrator's keys, and the hook that lets a key call the gateway as its supplier. */
export { installApiKeyAuth, withApiKeys, type ApiKeyCaller } from './auth';
export { apiKeyRoutes } from './routes';

// API keys (开放接口 → API 密钥): the administrator's keys for the supplier's own systems. Loaded lazily by the
// personal centre (the shared table is in it).
export { ApiKeysPanel } from './components/api-keys-panel';

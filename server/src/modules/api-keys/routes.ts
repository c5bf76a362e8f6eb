import * as contract from '@contract/api-keys';
import { json, type RouteEntry } from '../../http/operation';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

export const apiKeyRoutes: RouteEntry[] = [
  json(contract.createApiKey, createApiKey),
  json(contract.listApiKeys, listApiKeys),
  json(contract.revokeApiKey, revokeApiKey),
];

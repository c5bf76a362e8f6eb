import type { FastifyInstance } from 'fastify';
import * as reference from '@contract/reference';
import type { Authenticator } from '../../http/auth';
import { registerEndpoint } from '../../http/route';
import type { ReferenceService } from './service';

export function referenceRoutes(app: FastifyInstance, authenticate: Authenticator, service: ReferenceService): void {
  const shared = { publicCache: true };
  registerEndpoint(app, authenticate, reference.getAllCityList, () => service.allCities(), shared);
  registerEndpoint(app, authenticate, reference.getCityThreeData, () => service.cityTree(), { ...shared, statusField: true });
  registerEndpoint(app, authenticate, reference.getProvinceCityList, () => service.provinceCities(), shared);
  registerEndpoint(app, authenticate, reference.getAllPositionTypes, () => service.positions(), shared);
  registerEndpoint(app, authenticate, reference.getBanks, () => service.banks(), shared);
  registerEndpoint(app, authenticate, reference.listEnums, ({ body }) => service.enums(body.types));
  registerEndpoint(app, authenticate, reference.getSystemParamByCode, ({ body }) => service.systemParam(body.code));
}

/** The reference module's public face: other modules and ops use only what is exported here. */
export { createReferenceService, type ReferenceService } from './service';
export { referenceRoutes } from './routes';
export { bankNames, hasChildRegions, regionsByCode, taskReferenceNames } from './lookups';
export { districtByName, insertReferenceData, regionCodeByName, type ReferenceRows } from './demo-seed';

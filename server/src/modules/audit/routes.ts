import * as audit from '@contract/audit';
import { file, json, type RouteEntry } from '../../http/operation';
import { auditExport, auditList } from './list';

export const auditRoutes: RouteEntry[] = [json(audit.auditList, auditList), file(audit.auditExport, auditExport)];

/** The supplier audit trail: `recordAudit` inside the transaction that makes the change; the administrator's list and export. */
export { actorOf, recordAudit, type AuditEntry } from './service';
export { auditRoutes } from './routes';
export { auditList } from './list';

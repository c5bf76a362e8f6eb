/** The supplier audit trail: `recordAudit` inside the transaction that makes the change. */
export { actorOf, recordAudit, type AuditEntry } from './service';

// 操作记录 (the supplier's audit trail), loaded lazily by the personal centre.
export { AuditLog } from './components/audit-log';

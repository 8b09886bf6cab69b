// The audit log as the services write it (in each change's transaction) and the back office reads it.
export { appendAudit, listAudit, AUDIT_SORTS, type Actor, type AuditEntry, type AuditFilter } from './audit.repository';

import type { AuditAction } from '@contract/audit.meta';
import type { Executor } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import './schema';

export interface AuditEntry {
  supplierId: number | null;
  /** Null when the platform acted (an ops command). */
  actorUserId: number | null;
  action: AuditAction;
  targetUserId?: number | null;
  /** What changed, in plain values (before/after, names, reasons); never secrets or codes. */
  detail?: Record<string, unknown>;
  clientIp?: string | null;
  at: Date;
}

/**
 * Records one entry. Pass the transaction that makes the change, so the entry exists exactly when the
 * change does (a rolled-back change leaves no entry, a committed one always has its entry).
 */
export async function recordAudit(db: Executor, e: AuditEntry): Promise<void> {
  await db
    .insertInto('supplier_audit')
    .values({
      supplier_id: e.supplierId,
      actor_user_id: e.actorUserId,
      action: e.action,
      target_user_id: e.targetUserId ?? null,
      detail: JSON.stringify(e.detail ?? {}),
      client_ip: e.clientIp ?? null,
      created_at: e.at,
    })
    .execute();
}

/** The acting user's part of an entry, from the request's auth context. */
export const actorOf = (auth: AuthContext) => ({ actorUserId: auth.userId, clientIp: auth.clientIp ?? null });

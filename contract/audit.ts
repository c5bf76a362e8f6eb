import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_KEYWORD_MAX, AUDIT_PATHS } from './audit.meta';
import { endpoint, id, page, pageRequest, text } from './http';

export * from './audit.meta';

const day = z.iso.date('日期格式不正确（YYYY-MM-DD）');

/** The filters of the list and the export: action, who acted, a day range (China time, both inclusive), a keyword. */
export const auditFilters = {
  action: z.enum(AUDIT_ACTIONS, '不是可选的操作类型').optional(),
  actorUserId: id.optional(),
  from: day.optional(),
  to: day.optional(),
  /** Matches the actor's or the target's name or phone. */
  keyword: text(AUDIT_KEYWORD_MAX).optional(),
};

export const auditEntry = z.object({
  id: z.string(),
  /** ISO 8601. */
  at: z.string(),
  /** '平台' when the platform acted (an ops command). */
  actorName: z.string(),
  /** Masked, e.g. 138****8000; empty for the platform. */
  actorPhone: z.string(),
  action: z.string(),
  actionLabel: z.string(),
  targetName: z.string().nullable(),
  /** What changed, in one line of Chinese. */
  detail: z.string(),
  clientIp: z.string().nullable(),
});

/** The supplier's audit trail, newest first; administrator only. */
export const auditList = endpoint({
  path: AUDIT_PATHS.auditList,
  request: z.strictObject({ ...pageRequest, ...auditFilters }),
  response: page(auditEntry),
});

/** The same entries as an .xlsx attachment (errors still come as the envelope); at most AUDIT_EXPORT_MAX_ROWS. */
export const auditExport = endpoint({
  path: AUDIT_PATHS.auditExport,
  request: z.strictObject(auditFilters),
  response: z.unknown(),
});

export type AuditEntryView = z.infer<typeof auditEntry>;
export type AuditListRequest = z.input<typeof auditList.request>;
export type AuditFilters = z.input<typeof auditExport.request>;

import { z } from 'zod';
import { id, page, pageRequest, storable } from '../http';
import { STAFF_ACTION_EXPORT_FORMATS } from './audit.meta';
import { platformEndpoint, STAFF_ROLES } from './http';

export * from './audit.meta';

const day = z.iso.date('日期格式不正确（YYYY-MM-DD）');
const code = (max: number) => storable().trim().min(1, '不能为空').max(max, `长度不能超过 ${max} 个字符`);

/** 操作记录's filters: who, which action, what it was done to, and a day range (Beijing time, both days included). */
export const staffActionFilters = {
  staffId: id.optional(),
  action: code(64).optional(),
  targetType: code(32).optional(),
  targetId: code(64).optional(),
  from: day.optional(),
  to: day.optional(),
};

const checkedDays = <T extends z.ZodObject>(schema: T) =>
  schema.refine((f: { from?: string; to?: string }) => !(f.from && f.to && f.from > f.to), {
    message: '开始日期不能晚于结束日期',
    path: ['from'],
  });

export const staffActionRow = z.object({
  id: z.string(),
  /** ISO 8601 with +08:00. */
  at: z.string(),
  /** Null for an operator command (staffName 运维命令). */
  staffId: z.string().nullable(),
  staffName: z.string(),
  staffRole: z.enum(STAFF_ROLES).nullable(),
  action: z.string(),
  actionLabel: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  summary: z.string(),
  clientIp: z.string().nullable(),
});

/** 操作记录: every staff action, newest first; admin only. */
export const platformActionList = platformEndpoint({
  path: '/auth/actions/list',
  request: checkedDays(z.strictObject({ ...pageRequest, ...staffActionFilters })),
  response: page(staffActionRow),
  roles: [],
});

/** The same rows as a file (.xlsx by default, or .csv), times in Beijing time; refusals are the envelope. */
export const platformActionExport = platformEndpoint({
  path: '/auth/actions/export',
  request: checkedDays(
    z.strictObject({ ...staffActionFilters, format: z.enum(STAFF_ACTION_EXPORT_FORMATS, '导出格式只能是 xlsx 或 csv').default('xlsx') }),
  ),
  response: z.unknown(),
  roles: [],
});

export type StaffActionRow = z.infer<typeof staffActionRow>;
export type StaffActionListRequest = z.input<typeof platformActionList.request>;

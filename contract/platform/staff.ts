import { z } from 'zod';
import { id, page, pageRequest, storable, text } from '../http';
import { phone } from '../login';
import { platformEndpoint, STAFF_ROLES } from './http';

export * from './http';

export const STAFF_NAME_MAX = 50;
const role = z.enum(STAFF_ROLES, '角色只能是 审核员（reviewer）、运营（operator）、财务（finance）或 管理员（admin）');
const name = storable().trim().min(1, '请输入姓名').max(STAFF_NAME_MAX, `姓名不能超过 ${STAFF_NAME_MAX} 个字符`);

export const staffRow = z.object({
  staffId: z.string(),
  name: z.string(),
  phone: z.string(),
  role: z.enum(STAFF_ROLES),
  enabled: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** 员工: every staff account, admin only. `keyword` matches a name or a phone. */
export const platformStaffList = platformEndpoint({
  path: '/auth/staff/list',
  request: z.strictObject({ ...pageRequest, keyword: text(50).optional(), role: role.optional(), enabled: z.boolean().optional() }),
  response: page(staffRow),
  roles: [],
});

/** A new staff account (also `npm run ops -- create-staff`). */
export const platformStaffCreate = platformEndpoint({
  path: '/auth/staff/create',
  request: z.strictObject({ phone, name, role }),
  response: staffRow,
  roles: [],
});

/** Changes a staff account's name, role or whether it may log in; the last enabled admin stays one. */
export const platformStaffUpdate = platformEndpoint({
  path: '/auth/staff/update',
  request: z
    .strictObject({ staffId: id, name: name.optional(), role: role.optional(), enabled: z.boolean().optional() })
    .refine((b) => b.name !== undefined || b.role !== undefined || b.enabled !== undefined, {
      message: '请至少修改一项（姓名、角色或启用状态）',
      path: ['staffId'],
    }),
  response: staffRow,
  roles: [],
});

export type StaffRow = z.infer<typeof staffRow>;
export type StaffCreateRequest = z.input<typeof platformStaffCreate.request>;

import { z } from 'zod';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@contract/platform/http.meta';
import { phone } from '@contract/login';
import { BusinessError } from '../../http/envelope';
import { platformStaffCreate } from '../../modules/staff';
import { defineCommand, OpsError } from '../command';
import { text } from './flags';

/** A platform staff account (the admin's 员工 screen does the same): the phone then logs in at /platform/login. */
export const createStaff = defineCommand({
  name: 'create-staff',
  summary: '创建平台员工账号，可登录平台控制台 /platform (create a platform staff account)',
  usage: [
    '--phone <手机号>                            员工手机号，用短信验证码登录控制台 (required)',
    '--name <姓名>                               员工姓名 (required)',
    '--role reviewer|operator|finance|admin      审核员、运营、财务或管理员 (required)',
  ],
  flags: z.strictObject({
    phone,
    name: text(50),
    role: z.enum(STAFF_ROLES, `应为 ${STAFF_ROLES.join('、')} 之一`),
  }),
  async run({ ctx }, f) {
    try {
      const staff = await platformStaffCreate(ctx, f, null);
      return {
        message: `已创建平台员工 #${staff.staffId} ${staff.name}（${STAFF_ROLE_LABELS[staff.role]}），手机号 ${staff.phone} 可登录 /platform/login (staff created)`,
        data: { staffId: staff.staffId, phone: staff.phone, name: staff.name, role: staff.role },
      };
    } catch (err) {
      if (err instanceof BusinessError) throw new OpsError(`${err.message} (refused)`);
      throw err;
    }
  },
});

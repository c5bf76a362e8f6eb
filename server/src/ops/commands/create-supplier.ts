import { z } from 'zod';
import { phone } from '@contract/login';
import { createSupplier as create } from '../../modules/members';
import { SUPPLIER_TYPES } from '../../modules/suppliers';
import { defineCommand, OpsError } from '../command';
import { switchFlag, text } from './flags';

/** A supplier and its administrator: the phone logs in as the supplier's main account, with every permission. */
export const createSupplier = defineCommand({
  name: 'create-supplier',
  summary: '创建供应商及其管理员账号 (create a supplier with its administrator)',
  usage: [
    '--name <名称>             供应商名称 (required)',
    '--admin-phone <手机号>    管理员手机号，登录后为主账号并拥有全部权限 (required)',
    '--verified               已通过企业认证 (verified; default: not verified)',
    '--type company|person    企业或个人，默认 company',
  ],
  flags: z.strictObject({
    name: text(100),
    'admin-phone': phone,
    verified: switchFlag,
    type: z.enum(SUPPLIER_TYPES, '应为 company 或 person').default('company'),
  }),
  switches: ['verified'],
  async run({ ctx }, f) {
    const result = await create(ctx, { name: f.name, adminPhone: f['admin-phone'], verified: f.verified, type: f.type });
    if (!result.ok) {
      throw new OpsError(
        result.reason === 'phoneInSupplier'
          ? `手机号 ${f['admin-phone']} 已是供应商「${result.supplierName}」的成员，不能再做其他供应商的管理员 (phone already belongs to another supplier)`
          : `手机号 ${f['admin-phone']} 的账号已停用，请先 enable-account (the account is disabled)`,
      );
    }
    const supplierId = String(result.supplierId);
    const adminUserId = String(result.adminUserId);
    return {
      message: `已创建供应商 #${supplierId}「${f.name}」（${f.type === 'company' ? '企业' : '个人'}，${f.verified ? '已认证' : '未认证'}），管理员 ${f['admin-phone']} (用户 #${adminUserId}) (supplier created)`,
      data: { supplierId, adminUserId },
    };
  },
});

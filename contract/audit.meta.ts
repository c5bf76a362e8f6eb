/**
 * The supplier audit trail's actions and their labels (zod-free: the SPA shows the labels and offers them
 * as a filter). Add an action here before recording it.
 */
export const AUDIT_ACTIONS = [
  'verification.submit',
  'verification.resubmit',
  'verification.approve',
  'verification.reject',
  'verification.upgrade',
  'member.invite',
  'member.reinvite',
  'member.join',
  'member.edit',
  'member.permissions',
  'member.remove',
  'member.exit',
  'admin.transfer',
  'phone.change',
  'agreement.sign',
  'agreement.tripartite',
  'contract.sign',
  'profile.edit',
  'bank.add',
  'bank.edit',
  'bank.delete',
  'bank.default',
  'apikey.create',
  'apikey.revoke',
  'apikey.write',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'verification.submit': '提交认证',
  'verification.resubmit': '重新提交认证',
  'verification.approve': '认证通过',
  'verification.reject': '认证驳回',
  'verification.upgrade': '升级为企业认证',
  'member.invite': '邀请成员',
  'member.reinvite': '重新邀请成员',
  'member.join': '成员加入',
  'member.edit': '修改成员信息',
  'member.permissions': '修改成员权限',
  'member.remove': '移除成员',
  'member.exit': '成员退出',
  'admin.transfer': '转让管理员',
  'phone.change': '更换手机号',
  'agreement.sign': '签署框架协议',
  'agreement.tripartite': '签署三方协议',
  'contract.sign': '签署补充合同',
  'profile.edit': '修改企业资料',
  'bank.add': '添加银行账户',
  'bank.edit': '修改银行账户',
  'bank.delete': '删除银行账户',
  'bank.default': '设置默认银行账户',
  'apikey.create': '创建 API 密钥',
  'apikey.revoke': '撤销 API 密钥',
  'apikey.write': '通过 API 密钥修改数据',
};

/** How many entries one `.xlsx` export holds at most; a wider filter is refused with a clear message. */
export const AUDIT_EXPORT_MAX_ROWS = 5_000;
export const AUDIT_KEYWORD_MAX = 50;

export const AUDIT_PATHS = {
  auditList: '/pc_suppliers_member/auth/audit_list',
  auditExport: '/pc_suppliers_member/auth/audit_export',
} as const;

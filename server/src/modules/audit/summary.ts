import type { PERMISSIONS } from '@contract/login.meta';

/** Chinese names of the detail keys the modules record; an unknown key is shown as it is. */
const KEY_LABELS: Record<string, string> = {
  oldPhone: '原手机号',
  newPhone: '新手机号',
  phone: '手机号',
  name: '姓名',
  oldName: '原姓名',
  newName: '新姓名',
  companyName: '企业名称',
  creditCode: '统一社会信用代码',
  legalPerson: '法定代表人',
  type: '类型',
  reason: '原因',
  permissions: '权限',
  oldPermissions: '原权限',
  newPermissions: '新权限',
  added: '新增权限',
  removed: '移除权限',
  from: '原',
  to: '新',
  expiresAt: '有效期至',
  supplierName: '供应商',
};

const PERMISSION_LABELS: Record<string, string> = {
  'task:take': '接单',
  'order:manage': '订单管理',
  'candidate:manage': '候选人管理',
  'settlement:view': '查看结算',
  'settlement:confirm': '确认结算',
  'agreement:sign': '签署协议',
  'member:manage': '成员管理',
  'supplier:edit': '编辑企业信息',
  'bank:manage': '银行账户管理',
} satisfies Record<(typeof PERMISSIONS)[number], string>;

const SUMMARY_MAX = 300;

function value(v: unknown): string {
  if (v === null || v === undefined || v === '') return '无';
  if (Array.isArray(v)) return v.length === 0 ? '无' : v.map((x) => (typeof x === 'string' ? (PERMISSION_LABELS[x] ?? x) : value(x))).join('、');
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/**
 * One line of Chinese for an entry's detail: a recorded `summary` as it is, otherwise each key with its label
 * (old → new phone for a phone change). Cut at 300 characters.
 */
export function summarize(action: string, detail: Record<string, unknown>): string {
  let text: string;
  if (typeof detail.summary === 'string') text = detail.summary;
  else if (action === 'phone.change' && 'oldPhone' in detail && 'newPhone' in detail) text = `手机号 ${value(detail.oldPhone)} → ${value(detail.newPhone)}`;
  else
    text = Object.entries(detail)
      .map(([k, v]) => `${KEY_LABELS[k] ?? k}：${value(v)}`)
      .join('；');
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text;
}

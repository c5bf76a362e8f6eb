import { maskMobile } from '@contract/id-number';
import { PERMISSION_LABELS } from '@contract/members.meta';

/** Names of codes an entry records (banks, regions), from the reference data; a code without one shows as it is. */
export interface AuditNames {
  bank: Map<string, string>;
  region: Map<string, string>;
}
const NO_NAMES: AuditNames = { bank: new Map(), region: new Map() };

/** Chinese names of the detail keys the modules record, in the order a line shows them (the database keeps no order). */
const KEY_LABELS: Record<string, string> = {
  name: '姓名',
  oldName: '原姓名',
  newName: '新姓名',
  phone: '手机号',
  oldPhone: '原手机号',
  newPhone: '新手机号',
  kind: '认证类型',
  isUpgrade: '升级申请',
  companyName: '企业名称',
  creditCode: '统一社会信用代码',
  legalPerson: '法定代表人',
  type: '类型',
  agreementId: '协议编号',
  version: '协议版本',
  partyType: '签署主体',
  orderId: '订单号',
  textHash: '协议内容摘要',
  accountId: '账户编号',
  bankCode: '开户银行',
  accountName: '户名',
  accountNumber: '账号',
  contact_name: '联系人',
  contact_phone: '联系电话',
  province_code: '省份',
  city_code: '城市',
  district_code: '区县',
  street: '详细地址',
  business_scope: '经营范围',
  logo: '企业 Logo',
  permissions: '权限',
  oldPermissions: '原权限',
  newPermissions: '新权限',
  added: '新增权限',
  removed: '移除权限',
  invitation: '未加入的邀请',
  invited: '未加入的邀请',
  toName: '新管理员',
  supplierName: '供应商',
  expiresAt: '有效期至',
  reason: '原因',
};
const KEY_ORDER = new Map(Object.keys(KEY_LABELS).map((k, i) => [k, i]));
const rank = (key: string) => KEY_ORDER.get(key) ?? KEY_ORDER.size;

/** Keys whose values are internal (user ids): not shown, the entry's other keys say who. */
const HIDDEN_KEYS = new Set(['from', 'to']);
const PHONE_KEYS = new Set(['phone', 'oldPhone', 'newPhone', 'contact_phone', 'mobile']);
const VALUE_LABELS: Record<string, Record<string, string>> = {
  kind: { company: '企业认证', person: '个人认证' },
  partyType: { company: '企业', person: '个人' },
  type: { company: '企业', person: '个人' },
};

/** The permission codes by the names the member dialogs show. */
const PERMISSION_NAMES: Record<string, string> = PERMISSION_LABELS;

const SUMMARY_MAX = 300;

/** 13800001234 → 138****1234, as everywhere else; an already masked or other value stays. */
const maskPhone = (v: string) => (/^1\d{10}$/.test(v) ? maskMobile(v) : v);

function value(key: string, v: unknown, names: AuditNames): string {
  if (v === null || v === undefined || v === '') return '无';
  if (Array.isArray(v))
    return v.length === 0 ? '无' : v.map((x) => (typeof x === 'string' ? (PERMISSION_NAMES[x] ?? x) : value(key, x, names))).join('、');
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (typeof v === 'object') return fields(v as Record<string, unknown>, names);
  const text = String(v);
  if (PHONE_KEYS.has(key)) return maskPhone(text);
  if (key === 'textHash') return `${text.slice(0, 12)}…`;
  if (key === 'bankCode') return names.bank.get(text) ?? text;
  if (key.endsWith('_code') && key !== 'bankCode') return names.region.get(text) ?? text;
  return VALUE_LABELS[key]?.[text] ?? text;
}

/** A verification's `name` is the company's for a company (企业名称), the person's for a person (姓名). */
const labelOf = (key: string, detail: Record<string, unknown>) =>
  key === 'name' && detail.kind === 'company' ? KEY_LABELS.companyName : (KEY_LABELS[key] ?? key);

function fields(detail: Record<string, unknown>, names: AuditNames): string {
  return Object.entries(detail)
    .filter(([k]) => !HIDDEN_KEYS.has(k))
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([k, v]) => `${labelOf(k, detail)}：${value(k, v, names)}`)
    .join('；');
}

/** A change recorded as `before` / `after`: 「姓名：张三 → 张四」, 「权限：接单 → 接单、订单管理」. */
function change(detail: Record<string, unknown>, names: AuditNames): string | null {
  if (!('before' in detail) || !('after' in detail)) return null;
  const { before, after, ...rest } = detail;
  let text: string;
  if (Array.isArray(before) || Array.isArray(after))
    text = `权限：${value('permissions', before, names)} → ${value('permissions', after, names)}`;
  else if (before && after && typeof before === 'object' && typeof after === 'object') {
    const b = before as Record<string, unknown>;
    const a = after as Record<string, unknown>;
    text = [...new Set([...Object.keys(b), ...Object.keys(a)])]
      .sort((x, y) => rank(x) - rank(y))
      .map((k) => `${KEY_LABELS[k] ?? k}：${value(k, b[k], names)} → ${value(k, a[k], names)}`)
      .join('；');
  } else text = `${value('', before, names)} → ${value('', after, names)}`;
  const more = fields(rest, names);
  return more ? `${text}；${more}` : text;
}

/**
 * One line of Chinese for an entry's detail: a recorded `summary` as it is, otherwise each key with its Chinese
 * label and its value in words (bank and region names, 是/否, permission names, masked phones; internal ids left
 * out). Cut at 300 characters.
 */
export function summarize(action: string, detail: Record<string, unknown>, names: AuditNames = NO_NAMES): string {
  let text: string;
  if (typeof detail.summary === 'string') text = detail.summary;
  else if (action === 'phone.change' && 'oldPhone' in detail && 'newPhone' in detail)
    text = `手机号 ${value('oldPhone', detail.oldPhone, names)} → ${value('newPhone', detail.newPhone, names)}`;
  else text = change(detail, names) ?? fields(detail, names);
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text;
}

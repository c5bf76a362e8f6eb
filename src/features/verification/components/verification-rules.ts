import { parseCreditCode } from '@contract/credit-code';
import { parseIdNumber } from '@contract/id-number';

/**
 * The verification forms' rules, in one place: what each field must hold and the message under it when it does
 * not (the first rule it breaks). The server checks the same again (contract/verification.ts).
 */
export type FieldCheck = (value: string) => string | null;

/** Something typed, not only spaces, then at least two characters (a surrogate pair counts as one). */
const named =
  (empty: string, short: string): FieldCheck =>
  (value) =>
    !value.trim() ? empty : [...value].length < 2 ? short : null;

/** A photo was uploaded (the field holds the stored file's id). */
const uploaded =
  (message: string): FieldCheck =>
  (value) =>
    value ? null : message;

const creditCode: FieldCheck = (value) => {
  if (!value.trim()) return '请输入统一社会信用代码';
  const parsed = parseCreditCode(value);
  return parsed.ok ? null : parsed.reason;
};

const idNumber: FieldCheck = (value) => {
  if (!value.trim()) return '请输入身份证号码';
  const parsed = parseIdNumber(value);
  return parsed.ok ? null : parsed.reason;
};

export const COMPANY_FIELDS = ['licenceFileId', 'companyName', 'creditCode', 'legalPerson'] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];

export const COMPANY_RULES: Record<CompanyField, FieldCheck> = {
  licenceFileId: uploaded('请上传营业执照图片'),
  companyName: named('请输入企业名称', '企业名称至少 2 个字'),
  creditCode,
  legalPerson: named('请输入法定代表人姓名', '法定代表人姓名至少 2 个字'),
};

export const PERSON_FIELDS = ['idFrontFileId', 'idBackFileId', 'name', 'idNumber'] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];

export const PERSON_RULES: Record<PersonField, FieldCheck> = {
  idFrontFileId: uploaded('请上传身份证人像面'),
  idBackFileId: uploaded('请上传身份证国徽面'),
  name: named('请输入姓名', '姓名至少 2 个字'),
  idNumber,
};

/** Checked when the box loses the focus (a half-typed code is not yet wrong); the others as they change. */
export const CHECKED_ON_BLUR: ReadonlySet<string> = new Set<string>(['creditCode', 'idNumber']);

/** Under a field OCR filled but was not sure of, when the form is submitted before it was confirmed. */
export const OCR_DOUBT_MESSAGE = '识别结果可能有误：请对照图片核对后勾选「已核对」，或直接修改';

/** Each field's first broken rule (null where it holds). */
export function checkAll<K extends string>(rules: Record<K, FieldCheck>, values: Record<K, string>): Record<K, string | null> {
  return Object.fromEntries((Object.keys(rules) as K[]).map((k) => [k, rules[k](values[k] ?? '')])) as Record<K, string | null>;
}

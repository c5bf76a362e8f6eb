/**
 * Mainland resident ID numbers (GB 11643-1999, 18 characters) and mobile numbers, without zod: the SPA's
 * forms and the server's rules use the same functions, so "what the form accepts" and "what the server
 * accepts" cannot drift apart.
 */

/** A mainland mobile number: 11 digits, 1[3-9]…. contract/login.ts's PHONE_PATTERN is this one. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** 17 digits and a check character (a digit or X). The first digit is never 0 (area codes start at 11). */
export const ID_NUMBER_PATTERN = /^[1-9]\d{16}[\dX]$/;

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

export type IdSex = 'male' | 'female';

export interface IdNumberInfo {
  /** Upper-case, trimmed. */
  idNumber: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  sex: IdSex;
}

export type IdNumberResult = ({ ok: true } & IdNumberInfo) | { ok: false; reason: string };

/** The check character the first 17 digits call for. */
export function checkCharOf(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

/** `x` is accepted for `X`; spaces around are dropped. */
export function normalizeIdNumber(raw: string): string {
  return raw.trim().toUpperCase();
}

function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Reads an ID number: format, birth date (a real date, not before 1900, not in the future relative to
 * `today`), check character. Reasons are whole Chinese sentences naming the field.
 */
export function parseIdNumber(raw: string, today: string = chinaDate(new Date())): IdNumberResult {
  const idNumber = normalizeIdNumber(raw);
  if (idNumber.length !== 18) return { ok: false, reason: '身份证号码必须是 18 位' };
  if (!ID_NUMBER_PATTERN.test(idNumber)) return { ok: false, reason: '身份证号码格式不正确（前 17 位为数字，最后一位为数字或 X）' };
  const y = Number(idNumber.slice(6, 10));
  const m = Number(idNumber.slice(10, 12));
  const d = Number(idNumber.slice(12, 14));
  const birthDate = `${idNumber.slice(6, 10)}-${idNumber.slice(10, 12)}-${idNumber.slice(12, 14)}`;
  if (y < 1900 || !isRealDate(y, m, d) || birthDate > today) return { ok: false, reason: '身份证号码中的出生日期不正确' };
  if (checkCharOf(idNumber) !== idNumber[17]) return { ok: false, reason: '身份证号码校验位不正确，请核对' };
  // The 17th digit: odd for men, even for women.
  const sex: IdSex = Number(idNumber[16]) % 2 === 1 ? 'male' : 'female';
  return { ok: true, idNumber, birthDate, sex };
}

/** The calendar date in China (UTC+8, no daylight saving) of an instant, as YYYY-MM-DD. */
export function chinaDate(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** Whole years from `birthDate` to `on` (both YYYY-MM-DD): the birthday itself counts. */
export function ageOn(birthDate: string, on: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export interface IdentityMismatch {
  field: 'idNumber' | 'sex' | 'age';
  message: string;
}

/**
 * Whether what was typed agrees with the ID number: its format and checksum, then the sex and the age it
 * implies (on `today`, China date). Empty when everything agrees.
 */
export function identityMismatches(input: { idNumber: string; sex: string; age: number }, today: string): IdentityMismatch[] {
  const parsed = parseIdNumber(input.idNumber, today);
  if (!parsed.ok) return [{ field: 'idNumber', message: parsed.reason }];
  const out: IdentityMismatch[] = [];
  if (input.sex !== parsed.sex) {
    out.push({ field: 'sex', message: `性别与身份证号码不符（身份证号码显示为${parsed.sex === 'male' ? '男' : '女'}）` });
  }
  const age = ageOn(parsed.birthDate, today);
  if (input.age !== age) out.push({ field: 'age', message: `年龄与身份证号码不符（按身份证号码应为 ${age} 岁）` });
  return out;
}

/** 张三 → 张*, 欧阳娜娜 → 欧***. */
export function maskName(name: string): string {
  const chars = [...name];
  return chars.length <= 1 ? name : chars[0] + '*'.repeat(chars.length - 1);
}

/** 13812345678 → 138****5678. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '*'.repeat(mobile.length);
}

/** 110101199003071234 → 1101**********1234. */
export function maskIdNumber(idNumber: string): string {
  return idNumber.length === 18 ? `${idNumber.slice(0, 4)}${'*'.repeat(10)}${idNumber.slice(14)}` : '*'.repeat(idNumber.length);
}

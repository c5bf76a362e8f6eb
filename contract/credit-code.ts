/**
 * The unified social credit code (统一社会信用代码, GB 32100-2015), without zod: the SPA's form and the
 * server's rules call the same function. 18 characters from a 31-character alphabet (no I, O, Z, S, V); the
 * last one is a check character over the first 17 (weights 3^i mod 31).
 */

export const CREDIT_CODE_LENGTH = 18;
export const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
/** Registration authority (1–9, A–G, Y) and kind digits as the standard lists them; the rest is the alphabet. */
const SHAPE = /^[1-9A-GY][1-9]\d{6}[0-9A-HJ-NP-RTUW-Y]{10}$/;

export type CreditCodeResult = { ok: true; creditCode: string } | { ok: false; reason: string };

/** Spaces anywhere are dropped and letters upper-cased (a code is often typed or read in groups). */
export function normalizeCreditCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** The check character the first 17 characters call for, or null when one of them is outside the alphabet. */
export function creditCodeCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = CREDIT_CODE_ALPHABET.indexOf(first17[i] ?? '');
    if (value < 0) return null;
    sum += value * WEIGHTS[i]!;
  }
  return CREDIT_CODE_ALPHABET[(31 - (sum % 31)) % 31]!;
}

/** Reads a credit code: length, alphabet and shape, then the check character. Reasons are whole Chinese sentences. */
export function parseCreditCode(raw: string): CreditCodeResult {
  const creditCode = normalizeCreditCode(raw);
  if (creditCode.length !== CREDIT_CODE_LENGTH) return { ok: false, reason: `统一社会信用代码必须是 ${CREDIT_CODE_LENGTH} 位` };
  if ([...creditCode].some((c) => !CREDIT_CODE_ALPHABET.includes(c))) {
    return { ok: false, reason: '统一社会信用代码只能包含数字和大写字母（不含 I、O、Z、S、V）' };
  }
  if (!SHAPE.test(creditCode)) return { ok: false, reason: '统一社会信用代码格式不正确，请核对' };
  if (creditCodeCheckChar(creditCode) !== creditCode[17]) return { ok: false, reason: '统一社会信用代码校验位不正确，请核对' };
  return { ok: true, creditCode };
}

/** 91330100799655058B → 913301**********8B (shown to members who are not the administrator). */
export function maskCreditCode(code: string): string {
  return code.length === CREDIT_CODE_LENGTH ? `${code.slice(0, 6)}${'*'.repeat(10)}${code.slice(16)}` : code;
}

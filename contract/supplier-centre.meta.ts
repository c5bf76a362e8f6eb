/**
 * The supplier centre's plain values (no zod): the company profile and the bank accounts. The SPA's forms and
 * the server's checks read the same limits, so a number the form accepts is one the server accepts.
 */

export const SUPPLIER_CENTRE_PATHS = {
  detail: '/pc_suppliers_center/auth/detail',
  editDetail: '/pc_suppliers_center/auth/edit_detail',
  uploadLogo: '/pc_suppliers_center/auth/upload_logo',
  bankInfo: '/pc_suppliers_center/auth/bank_info',
  operationBank: '/pc_suppliers_center/auth/operation_bank',
} as const;

/** Permission codes (PERMISSIONS in login.meta.ts) and their names in refusals. */
export const SUPPLIER_EDIT_PERMISSION = 'supplier:edit';
export const BANK_MANAGE_PERMISSION = 'bank:manage';

export const PROFILE_LIMITS = {
  contactName: 30,
  street: 100,
  businessScope: 500,
} as const;

/** The logo: an image decided by its bytes, at most 10 MB (API.md's limit for images). */
export const LOGO_MAX_BYTES = 10 * 1024 * 1024;
export const LOGO_MAX_LABEL = '10 MB';
export const LOGO_TYPES = [
  { ext: 'png', mime: 'image/png', label: 'PNG' },
  { ext: 'jpg', mime: 'image/jpeg', label: 'JPEG' },
] as const;
/** For `<input accept>` only: a hint to the picker, not a check. */
export const LOGO_ACCEPT = '.png,.jpg,.jpeg';

export const BANK_ACTIONS = ['add', 'edit', 'delete', 'default'] as const;
export type BankAction = (typeof BANK_ACTIONS)[number];

export const BANK_ACTION_LABELS: Record<BankAction, string> = {
  add: '添加银行账户',
  edit: '修改银行账户',
  delete: '删除银行账户',
  default: '设为默认账户',
};

/**
 * Account numbers, digits only. Two kinds:
 * - a bank card (银行卡): every account of a person supplier, and any number starting with UnionPay's `62`:
 *   16–19 digits, and for the banks in LUHN_CARD_BANKS its last digit is the Luhn check digit;
 * - a corporate account (对公账户) of a company supplier: 8–30 digits, no check digit (banks number them
 *   by branch and ledger, with no common check rule).
 */
export const CARD_NUMBER_LENGTH = { min: 16, max: 19 } as const;
export const ACCOUNT_NUMBER_LENGTH = { min: 8, max: 30 } as const;
export const CARD_PREFIX = '62';
export const ACCOUNT_NUMBER_PATTERN = /^\d+$/;

/**
 * Banks whose debit card numbers carry a Luhn check digit (ISO/IEC 7812, as UnionPay issues them). Every bank
 * of the seeded list does; a bank added to `bank` later is length-checked only until it is listed here.
 */
export const LUHN_CARD_BANKS: readonly string[] = [
  'ICBC',
  'ABC',
  'BOC',
  'CCB',
  'BOCOM',
  'PSBC',
  'CMB',
  'CITIC',
  'CEB',
  'HXB',
  'CMBC',
  'CGB',
  'PAB',
  'SPDB',
  'CIB',
  'CZB',
  'EGB',
  'CBHB',
  'BOB',
  'BOSC',
  'NJCB',
  'NBCB',
];

export const BANK_LIMITS = {
  accountName: 100,
  branchName: 100,
  /** Accounts one supplier may keep. */
  maxAccounts: 20,
} as const;

/** Whether the digits pass the Luhn check (the last digit is the check digit). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * What is wrong with an account number for a bank, or null when it is fine. `asCard` says the supplier is a
 * person (only cards); a company's number is a card when it starts with `62`.
 */
export function accountNumberProblem(number: string, bankCode: string, asCard: boolean): string | null {
  if (!ACCOUNT_NUMBER_PATTERN.test(number)) return '银行账号只能包含数字';
  const card = asCard || number.startsWith(CARD_PREFIX);
  if (card) {
    if (number.length < CARD_NUMBER_LENGTH.min || number.length > CARD_NUMBER_LENGTH.max) {
      return `银行卡号应为 ${CARD_NUMBER_LENGTH.min}–${CARD_NUMBER_LENGTH.max} 位数字`;
    }
    if (LUHN_CARD_BANKS.includes(bankCode) && !luhnValid(number)) return '银行卡号校验位不正确，请核对卡号';
    return null;
  }
  if (number.length < ACCOUNT_NUMBER_LENGTH.min || number.length > ACCOUNT_NUMBER_LENGTH.max) {
    return `对公账号应为 ${ACCOUNT_NUMBER_LENGTH.min}–${ACCOUNT_NUMBER_LENGTH.max} 位数字`;
  }
  return null;
}

/** `6222 **** **** 1234`: the first and last four digits, never more. */
export function maskAccountNumber(number: string): string {
  if (number.length <= 8) return `${number.slice(0, 2)}** **** ${number.slice(-2)}`;
  return `${number.slice(0, 4)} **** **** ${number.slice(-4)}`;
}

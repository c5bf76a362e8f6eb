import { z } from 'zod';
import { endpoint, id, text, storable } from './http';
import { CODE_MESSAGE, CODE_PATTERN } from './login.meta';
import { BANK_ACTIONS, BANK_LIMITS, PROFILE_LIMITS, SUPPLIER_CENTRE_PATHS } from './supplier-centre.meta';
import { VERIFICATION_KINDS } from './verification.meta';

export * from './supplier-centre.meta';

/** A mobile number or a landline with its area code (`021-12345678`). */
export const CONTACT_PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;

const regionCode = storable()
  .trim()
  .regex(/^\d{6,12}$/, '地区编码不正确');

/** The company profile: who the company is (read-only here, from verification) and how to reach it. */
export const companyProfile = z.object({
  supplierId: z.string(),
  name: z.string(),
  supplierType: z.enum(VERIFICATION_KINDS),
  creditCode: z.string().nullable(),
  verifyStatus: z.number().int(),
  contactName: z.string(),
  contactPhone: z.string(),
  provinceCode: z.string().nullable(),
  cityCode: z.string().nullable(),
  districtCode: z.string().nullable(),
  /** Names of the codes above, from the region table ('' when unset). */
  regionName: z.string(),
  street: z.string(),
  businessScope: z.string(),
  /** An image of the supplier (purpose `logo`), downloaded through `/pc_file/auth/download`. */
  logoFileId: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type CompanyProfile = z.output<typeof companyProfile>;

export const detail = endpoint({ path: SUPPLIER_CENTRE_PATHS.detail, request: z.strictObject({}), response: companyProfile });

/**
 * Replaces the editable part of the profile (`supplier:edit`). Province and city are required, the district
 * when the city has districts; the codes must form one chain of the three-level city data.
 */
export const editDetail = endpoint({
  path: SUPPLIER_CENTRE_PATHS.editDetail,
  request: z.strictObject({
    contactName: text(PROFILE_LIMITS.contactName).min(1, '请填写联系人'),
    contactPhone: storable().trim().regex(CONTACT_PHONE_PATTERN, '联系电话格式不正确（手机号或带区号的座机）'),
    provinceCode: regionCode,
    cityCode: regionCode,
    districtCode: regionCode.optional(),
    street: text(PROFILE_LIMITS.street).min(1, '请填写详细地址'),
    businessScope: text(PROFILE_LIMITS.businessScope).default(''),
    logoFileId: id.nullable().optional(),
  }),
  response: companyProfile,
});

/** The logo upload (multipart, field `file`): PNG or JPEG by its bytes, at most LOGO_MAX_BYTES. */
export const uploadLogo = endpoint({
  path: SUPPLIER_CENTRE_PATHS.uploadLogo,
  request: z.strictObject({}),
  response: z.object({ fileId: z.string(), name: z.string(), mime: z.string(), size: z.number().int() }),
});

export const bankAccount = z.object({
  id: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked: `6222 **** **** 1234`. */
  accountNumber: z.string(),
  branchName: z.string(),
  isDefault: z.boolean(),
});
export type BankAccount = z.output<typeof bankAccount>;

export const bankList = z.object({
  list: z.array(bankAccount),
  /** The name every account must carry: the verified company (or person). */
  holderName: z.string(),
  /** Only a verified supplier may add or change accounts. */
  verified: z.boolean(),
});
export type BankList = z.output<typeof bankList>;

export const bankInfo = endpoint({ path: SUPPLIER_CENTRE_PATHS.bankInfo, request: z.strictObject({}), response: bankList });

const accountNumber = storable()
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().min(1, '请填写银行账号').max(40, '银行账号过长'));

/**
 * Adds, edits, deletes or sets the default account (`bank:manage`), each confirmed by the SMS code sent to the
 * acting user's phone. `add` needs bankCode, accountName and accountNumber; `edit` needs `id` and keeps the
 * stored number when accountNumber is absent; `delete` and `default` need `id` only (other fields ignored).
 */
export const operationBank = endpoint({
  path: SUPPLIER_CENTRE_PATHS.operationBank,
  request: z
    .strictObject({
      action: z.enum(BANK_ACTIONS, '操作类型只能是 add、edit、delete 或 default'),
      id: id.optional(),
      bankCode: text(32).min(1, '请选择开户银行').optional(),
      accountName: text(BANK_LIMITS.accountName).min(1, '请填写账户名').optional(),
      accountNumber: accountNumber.optional(),
      branchName: text(BANK_LIMITS.branchName).optional(),
      code: storable().trim().regex(CODE_PATTERN, CODE_MESSAGE),
    })
    .superRefine((body, ctx) => {
      if (body.action !== 'add' && !body.id) ctx.addIssue({ code: 'custom', path: ['id'], message: '请指定银行账户' });
      if (body.action === 'add' || body.action === 'edit') {
        if (!body.bankCode) ctx.addIssue({ code: 'custom', path: ['bankCode'], message: '请选择开户银行' });
        if (!body.accountName) ctx.addIssue({ code: 'custom', path: ['accountName'], message: '请填写账户名' });
      }
      if (body.action === 'add' && !body.accountNumber)
        ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: '请填写银行账号' });
    }),
  response: bankList.extend({ id: z.string().nullable() }),
});

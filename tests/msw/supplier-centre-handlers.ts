import { reference, supplierCentre } from '@contract/index';
import type { BankAccount, CompanyProfile } from '@contract/supplier-centre';
import { ok, onCall } from './contract';

export const companyProfile = (overrides: Partial<CompanyProfile> = {}): CompanyProfile => ({
  supplierId: 'sup-1',
  name: '示例人力资源有限公司',
  supplierType: 'company',
  creditCode: '91440300MA5DEMO001',
  verifyStatus: 2,
  contactName: '张经理',
  contactPhone: '0755-88886666',
  provinceCode: '440000',
  cityCode: '440300',
  districtCode: '440305',
  regionName: '广东省 深圳市 南山区',
  street: '科技园南区 1 栋',
  businessScope: '人力资源外包',
  logoFileId: null,
  updatedAt: '2026-11-20T10:00:00+08:00',
  ...overrides,
});

export const bankAccount = (overrides: Partial<BankAccount> = {}): BankAccount => ({
  id: 'b-1',
  bankCode: 'ICBC',
  bankName: '中国工商银行',
  accountName: '示例人力资源有限公司',
  accountNumber: '1001 **** **** 5678',
  branchName: '深圳南山支行',
  isDefault: true,
  ...overrides,
});

export const bankList = (
  list: BankAccount[] = [
    bankAccount(),
    bankAccount({
      id: 'b-2',
      bankCode: 'CMB',
      bankName: '招商银行',
      accountNumber: '6225 **** **** 5670',
      branchName: '',
      isDefault: false,
    }),
  ],
) => ({
  list,
  holderName: '示例人力资源有限公司',
  verified: true,
});

/** Default answers for 基本信息 and 银行信息; tests replace them with server.use(). */
export const supplierCentreHandlers = [
  onCall(supplierCentre.detail, () => ok(companyProfile())),
  onCall(supplierCentre.bankInfo, () => ok(bankList())),
  onCall(reference.getBanks, () =>
    ok([
      { bankCode: 'ICBC', bankName: '中国工商银行' },
      { bankCode: 'CMB', bankName: '招商银行' },
    ]),
  ),
];

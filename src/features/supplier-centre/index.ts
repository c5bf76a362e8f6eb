// The supplier centre: 基本信息 (company profile) and 银行信息 (bank accounts). The payee page reuses the
// bank list (with `onSelect`) and the account form.
export { supplierCentreApi } from './api';
export { CompanyProfileSection } from './components/company-profile';
export type { RegionPicker } from './components/profile-form';
export { BankAccountList, type BankAccountListProps } from './components/bank-account-list';
export { BankAccountForm, type BankAccountFormProps } from './components/bank-account-form';
export type { BankAccountView } from './components/bank-account-item';

// The supplier centre: 基本信息 (company profile) and 银行信息 (bank accounts). The payee page reuses the
// bank list (with `onSelect`). Nothing here draws with antd at first render: the forms and dialogs (antd) load
// when opened, each in AntdScope.
export { supplierCentreApi } from './api';
export { CompanyProfileSection } from './components/company-profile';
export type { RegionPicker } from './components/profile-form';
export { BankAccountList, type BankAccountListProps } from './components/bank-account-list';
export type { BankAccountView } from './components/bank-account-item';

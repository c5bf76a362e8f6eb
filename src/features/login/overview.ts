// The workbench's account card (in the workbench chunk only; plain markup, no antd).
export { AccountOverview } from './components/account-overview';

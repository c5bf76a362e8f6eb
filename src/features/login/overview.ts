// The workbench's account card (in the workbench chunk only).
export { AccountOverview } from './components/account-overview';

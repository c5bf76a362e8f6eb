export { UserMenu } from './components/user-menu';
export { UserDrawerEntries } from './components/user-entries';
export { UserTipsModal } from './components/user-tips-modal';
export { useLoginInfoSync, useRefreshLoginInfo } from './use-login-info-sync';

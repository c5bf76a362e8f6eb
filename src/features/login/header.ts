export { UserMenu } from './components/user-menu';
export { UserTipsModal } from './components/user-tips-modal';
export { useLoginInfoSync, useRefreshLoginInfo } from './use-login-info-sync';

import { login } from '@contract/index';
import { homePageUserInfo, loginInfo } from './fixtures';
import { ok, onCall } from './contract';

export const loginHandlers = [
  onCall(login.getLoginInfo, () => ok(loginInfo())),
  onCall(login.getHomePageUserInfo, () => ok(homePageUserInfo())),
  onCall(login.logout, () => ok(null)),
  onCall(login.sendCode, () => ok(null)),
  onCall(login.loginByPhone, () => ok({ tokenInfo: { token: 'tok-login', refreshToken: 'ref-login' }, userName: '张经理' })),
];

import * as login from '@contract/login';
import { json, type RouteEntry } from '../../http/operation';
import { getHomePageUserInfo, getLoginInfo, loginByPhone, logout, refreshToken, sendCode } from './operations';

export const loginRoutes: RouteEntry[] = [
  json(login.sendCode, sendCode),
  json(login.loginByPhone, loginByPhone),
  json(login.refreshToken, refreshToken),
  json(login.logout, logout),
  json(login.getLoginInfo, getLoginInfo),
  json(login.getHomePageUserInfo, getHomePageUserInfo),
];

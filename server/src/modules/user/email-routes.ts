import * as user from '@contract/user';
import { json, type RouteEntry } from '../../http/operation';
import { emailBind, emailInfo, emailVerify } from './email';

/** The caller's e-mail address (个人中心 → 基本信息): served by named operations. */
export const userEmailRoutes: RouteEntry[] = [
  json(user.emailInfo, emailInfo),
  json(user.emailBind, emailBind),
  json(user.emailVerify, emailVerify),
];

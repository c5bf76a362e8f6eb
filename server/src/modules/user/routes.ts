import * as user from '@contract/user';
import { json, type RouteEntry } from '../../http/operation';
import { updateName } from './name';
import { checkVerCode, sendVerCode } from './own-codes';
import { updatePhoneNewCheck, updatePhoneNewSend, updatePhoneOldCheck, updatePhoneOldSend } from './phone-change';

export const userRoutes: RouteEntry[] = [
  json(user.sendVerCode, sendVerCode),
  json(user.checkVerCode, checkVerCode),
  json(user.updatePhoneOldSend, updatePhoneOldSend),
  json(user.updatePhoneOldCheck, updatePhoneOldCheck),
  json(user.updatePhoneNewSend, updatePhoneNewSend),
  json(user.updatePhoneNewCheck, updatePhoneNewCheck),
  json(user.updateName, updateName),
];

import { ERROR_CODES } from '@contract/http';
import type { RefreshRefusal } from '../../db/session-store';
import { BusinessError } from '../../http/envelope';

/** The session outcomes of API.md, each with its HTTP status and a message a person can act on. */
export const sessionErrors = {
  missingToken: () => new BusinessError(ERROR_CODES.unauthorized, '请先登录', 401),
  invalidToken: () => new BusinessError(ERROR_CODES.unauthorized, '登录凭证无效，请重新登录', 401),
  tokenExpired: () => new BusinessError(ERROR_CODES.tokenExpired, '登录凭证已过期', 420),
  accountDisabled: () => new BusinessError(ERROR_CODES.accountDisabled, '账号异常，请重新登录', 900),
  channelExpired: () => new BusinessError(ERROR_CODES.channelExpired, '认证信息已过期', 920),
  revoked: () => new BusinessError(ERROR_CODES.sessionRevoked, '登录已失效，请重新登录'),
  phoneChanged: () => new BusinessError(ERROR_CODES.phoneChanged, '账号手机号已变更，请重新登录'),
  removedFromSupplier: () => new BusinessError(ERROR_CODES.removedFromSupplier, '您已被移出该供应商，请重新登录'),
  supplierMismatch: () => new BusinessError(ERROR_CODES.supplierMismatch, '您不属于该供应商，请重新登录'),
  supplierDisabled: () => new BusinessError(ERROR_CODES.supplierDisabled, '该供应商已被平台停用，请联系客服'),
  refreshInvalid: () => new BusinessError(ERROR_CODES.refreshInvalid, '登录状态已失效，请重新登录'),
  refreshExpired: () => new BusinessError(ERROR_CODES.refreshInvalid, '登录已过期，请重新登录'),
};

/** A refused refresh (users' and staff's alike), as the client is told. */
export function refreshRefused(reason: RefreshRefusal): BusinessError {
  if (reason === 'invalid') return sessionErrors.refreshInvalid();
  if (reason === 'disabled') return sessionErrors.accountDisabled();
  return reason === 'expired' ? sessionErrors.refreshExpired() : sessionErrors.revoked();
}

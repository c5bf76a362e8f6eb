import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@contract/http';
import { BusinessError } from './envelope';

/** The supplier the request acts for, derived from the user's membership (never from a header alone). */
export interface ActingSupplier {
  id: number;
  name: string;
  isMain: boolean;
  authList: string[];
  verifyStatus: number;
}

export interface AuthContext {
  userId: number;
  sessionId: string;
  phone: string;
  userName: string;
  supplier: ActingSupplier | null;
  /** The caller's address as Fastify resolved it (trustProxy applies); for audit trails. */
  clientIp?: string;
}

/**
 * Resolves the caller of an `/auth/` or `/open/` path. For `auth` it throws the session errors of API.md;
 * for `open` it returns null for an absent or unusable token but still throws 420 for an expired one.
 */
export type Authenticator = (request: FastifyRequest, access: 'auth' | 'open') => Promise<AuthContext | null>;

/** `AuthToken` header; HTTP header names arrive lower-cased. */
export function tokenFrom(request: FastifyRequest): string | null {
  const raw = request.headers.authtoken;
  const token = Array.isArray(raw) ? raw[0] : raw;
  return token && token.trim() ? token.trim() : null;
}

/** The caller's supplier (E000601 without one). */
export function requireSupplier(auth: AuthContext): ActingSupplier {
  if (!auth.supplier) throw new BusinessError(ERROR_CODES.notVerified, '您还没有加入供应商企业，请先完成企业认证');
  return auth.supplier;
}

/** The caller's supplier, which must hold `permission` (E000403 otherwise); E000601 without a supplier. */
export function requirePermission(auth: AuthContext, permission: string, what: string): ActingSupplier {
  const supplier = requireSupplier(auth);
  if (!supplier.authList.includes(permission)) throw new BusinessError(ERROR_CODES.forbidden, `您没有${what}权限，请联系企业管理员开通`);
  return supplier;
}

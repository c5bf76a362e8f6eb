import type { FastifyRequest } from 'fastify';

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

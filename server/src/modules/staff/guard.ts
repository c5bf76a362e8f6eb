import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/schema';
import { tokenFrom } from '../../http/auth';
import type { Clock } from '../../lib/clock';
import { createAccessTokenVerifier, sessionErrors } from '../login';
import { STAFF_AUDIENCE, type StaffAuth } from './auth';
import { loadSessionState } from './session-repo';

/** Resolves the staff member of a platform call: null on `/open/` paths (the login calls need no one). */
export type StaffAuthenticator = (request: FastifyRequest, access: 'auth' | 'open') => Promise<StaffAuth | null>;

/**
 * The staff session guard: a token of the staff audience, whose session is read on every call, so logout, a
 * disabled account or a changed role take effect at once. A supplier's token fails the audience check: 401.
 */
export function createStaffAuthenticator(deps: { db: Db; clock: Clock; jwtKey: Uint8Array }): StaffAuthenticator {
  const verify = createAccessTokenVerifier(deps.jwtKey, 1000, STAFF_AUDIENCE);
  return async (request, access) => {
    if (access === 'open') return null;
    const token = tokenFrom(request);
    if (!token) throw sessionErrors.missingToken();
    const verified = await verify(token, deps.clock());
    if (!verified.ok) throw verified.reason === 'expired' ? sessionErrors.tokenExpired() : sessionErrors.invalidToken();
    const { sessionId, userId: staffId, generation } = verified.claims;
    const s = await loadSessionState(deps.db, sessionId);
    if (!s || s.staff_id !== staffId) throw sessionErrors.invalidToken();
    if (s.disabled_at) throw sessionErrors.accountDisabled();
    if (s.revoked_at) throw sessionErrors.revoked();
    if (generation !== s.token_generation) throw sessionErrors.tokenExpired();
    if (s.phone !== s.session_phone) throw sessionErrors.phoneChanged();
    return { staffId: String(staffId), role: s.role, name: s.name, phone: s.phone, sessionId };
  };
}

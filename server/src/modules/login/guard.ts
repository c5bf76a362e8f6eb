import type { FastifyRequest } from 'fastify';
import { type AuthContext, type Authenticator, tokenFrom } from '../../http/auth';
import type { Db, Executor } from '../../db/schema';
import { BusinessError } from '../../http/envelope';
import type { Clock } from '../../lib/clock';
import * as repo from './repo';
import { sessionErrors } from './session-errors';
import { createAccessTokenVerifier } from './tokens';

/** A user's supplier as a session sees it; the members module composes it (memberships are its, suppliers the suppliers module's). */
export interface ActingMembership {
  supplier_id: number;
  is_main: boolean;
  auth_list: string[];
  name: string;
  verify_status: number;
  disabled_at: Date | null;
}

/** Reads the user's membership through the caller's executor (given by the app, so login imports no module that imports it). */
export type MembershipSource = (db: Executor, userId: number) => Promise<ActingMembership | undefined>;

/** `suppliersId` as sent: absent, empty and '0' all mean "no supplier chosen". */
function claimedSupplier(request: FastifyRequest): string | null {
  const raw = request.headers.suppliersid;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value && value !== '0' ? value : null;
}

/**
 * The session guard. A valid signature is not enough: the session is read on every call, so logout, a
 * disabled account or a removed membership take effect at once. Checks run from the most to the least
 * fundamental, so the client always hears the reason it can act on.
 */
export function createAuthenticator(deps: { db: Db; clock: Clock; jwtKey: Uint8Array; membershipOf: MembershipSource }): Authenticator {
  const verifyAccessToken = createAccessTokenVerifier(deps.jwtKey);
  async function resolve(request: FastifyRequest, token: string, access: 'auth' | 'open'): Promise<AuthContext> {
    const verified = await verifyAccessToken(token, deps.clock());
    if (!verified.ok) throw verified.reason === 'expired' ? sessionErrors.tokenExpired() : sessionErrors.invalidToken();
    const { sessionId, userId, generation } = verified.claims;
    // The session and the membership are independent reads: both at once (the token names the user).
    const [s, m] = await Promise.all([repo.loadSessionState(deps.db, sessionId), deps.membershipOf(deps.db, userId)]);
    if (!s || s.user_id !== userId) throw sessionErrors.invalidToken();
    if (s.disabled_at) throw sessionErrors.accountDisabled();
    if (s.revoked_at) throw sessionErrors.revoked();
    // An operator expired the session's access tokens (ops expire-tokens): the client refreshes, as after the TTL.
    if (generation !== s.token_generation) throw sessionErrors.tokenExpired();
    if (s.phone !== s.session_phone) throw sessionErrors.phoneChanged();
    if (s.sid && s.channel_expired_at && access === 'auth') {
      // Told once: the session drops the channel, so the client's reload of login info then succeeds.
      await repo.detachChannel(deps.db, sessionId, s.sid);
      throw sessionErrors.channelExpired();
    }
    const claimed = claimedSupplier(request);
    if (s.session_supplier_id !== null && (m?.supplier_id ?? null) !== s.session_supplier_id) {
      // Calls for the supplier the user was removed from get E000022; once the client has let go of it (no
      // `suppliersId`), the session goes on as a user without a supplier, as after leaving by their own hand.
      if (claimed !== null || m !== undefined) throw sessionErrors.removedFromSupplier();
      await repo.unbindSession(deps.db, sessionId, s.session_supplier_id);
    }
    if (claimed !== null && claimed !== String(m?.supplier_id ?? null)) throw sessionErrors.supplierMismatch();
    if (m?.disabled_at) throw sessionErrors.supplierDisabled();
    return {
      userId,
      sessionId,
      phone: s.phone,
      userName: s.user_name,
      clientIp: request.ip,
      supplier:
        m === undefined
          ? null
          : {
              id: m.supplier_id,
              name: m.name,
              isMain: m.is_main,
              authList: m.auth_list,
              verifyStatus: m.verify_status,
            },
    };
  }

  return async (request, access) => {
    const token = tokenFrom(request);
    if (!token) {
      if (access === 'auth') throw sessionErrors.missingToken();
      return null;
    }
    if (access === 'auth') return resolve(request, token, access);
    // `/open/`: a usable token personalises, an expired one still gets 420 (the client refreshes and
    // replays); any other problem just means "anonymous".
    try {
      return await resolve(request, token, access);
    } catch (err) {
      if (err instanceof BusinessError && err.httpStatus === 420) throw err;
      return null;
    }
  };
}

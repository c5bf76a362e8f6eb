import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'jy-turing-suppliers';
/** Whom a token is for: suppliers' sessions by default; the platform's staff sessions name their own audience. */
export const SUPPLIER_AUDIENCE = 'turing_pc';
/** The one algorithm we sign with and accept; a token claiming any other (or `none`) is rejected. */
const ALGORITHM = 'HS256';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface AccessClaims {
  userId: number;
  sessionId: string;
  /** The session's token generation at signing (user_session.token_generation); 0 when the claim is absent. */
  generation: number;
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

export async function signAccessToken(
  key: Uint8Array,
  claims: AccessClaims,
  now: Date,
  ttlSeconds: number,
  audience = SUPPLIER_AUDIENCE,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId, gen: claims.generation })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key);
}

export async function verifyAccessToken(key: Uint8Array, token: string, now: Date, audience = SUPPLIER_AUDIENCE): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience,
      currentDate: now,
      requiredClaims: ['sub', 'sid', 'exp'],
    });
    const userId = Number(payload.sub);
    const sid = payload.sid;
    const generation = payload.gen ?? 0;
    if (!Number.isSafeInteger(userId) || typeof sid !== 'string' || !UUID.test(sid)) return { ok: false, reason: 'invalid' };
    if (typeof generation !== 'number' || !Number.isSafeInteger(generation) || generation < 0) return { ok: false, reason: 'invalid' };
    return { ok: true, claims: { userId, sessionId: sid, generation } };
  } catch (err) {
    // jose checks the signature before the claims, so only a genuine token can be reported as expired.
    if (err instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
}

/**
 * verifyAccessToken with a memory of the tokens it has accepted. The same access token arrives with every call of
 * a session for its whole lifetime; checking its HMAC (through WebCrypto, asynchronously) each time was a
 * measurable share of a list call. A token string accepted once is accepted again until its `exp` without
 * re-verifying: the string is the proof, and any change to it is another string. Rejections are not remembered.
 * Whether the session still stands (logout, removal, a phone change) is read from the database on every call all
 * the same (guard.ts). At most `max` tokens are kept; the oldest goes first.
 */
export function createAccessTokenVerifier(key: Uint8Array, max = 10_000, audience = SUPPLIER_AUDIENCE) {
  const accepted = new Map<string, { claims: AccessClaims; exp: number }>();
  const verify = async (token: string, now: Date): Promise<VerifyResult> => {
    const known = accepted.get(token);
    if (known) {
      if (Math.floor(now.getTime() / 1000) < known.exp) return { ok: true, claims: known.claims };
      accepted.delete(token);
      return { ok: false, reason: 'expired' };
    }
    const result = await verifyAccessToken(key, token, now, audience);
    if (result.ok) {
      const exp = expOf(token);
      if (exp !== null) {
        if (accepted.size >= max) accepted.delete(accepted.keys().next().value as string);
        accepted.set(token, { claims: result.claims, exp });
      }
    }
    return result;
  };
  return Object.assign(verify, { size: () => accepted.size });
}

/** The `exp` claim of a token whose signature was just verified. */
function expOf(token: string): number | null {
  try {
    const exp: unknown = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** Opaque refresh tokens: 256 random bits, so a plain SHA-256 at rest is enough (no guessing to slow down). */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'jy-turing-suppliers';
const AUDIENCE = 'turing_pc';
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

export async function signAccessToken(key: Uint8Array, claims: AccessClaims, now: Date, ttlSeconds: number): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId, gen: claims.generation })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key);
}

export async function verifyAccessToken(key: Uint8Array, token: string, now: Date): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
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

/** Opaque refresh tokens: 256 random bits, so a plain SHA-256 at rest is enough (no guessing to slow down). */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

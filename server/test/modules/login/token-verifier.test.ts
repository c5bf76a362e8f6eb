import { describe, expect, it } from 'vitest';
import { createAccessTokenVerifier, signAccessToken } from '../../../src/modules/login/tokens';

const key = new Uint8Array(32).fill(7);
const otherKey = new Uint8Array(32).fill(9);
const claims = { userId: 42, sessionId: '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f', generation: 3 };
const t0 = new Date('2026-11-24T10:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe('createAccessTokenVerifier', () => {
  it('accepts a token again from memory until its exp, then says it expired', async () => {
    const verify = createAccessTokenVerifier(key);
    const token = await signAccessToken(key, claims, t0, 60);
    expect(await verify(token, at(1))).toEqual({ ok: true, claims });
    expect(verify.size()).toBe(1);
    expect(await verify(token, at(59))).toEqual({ ok: true, claims });
    expect(await verify(token, at(60))).toEqual({ ok: false, reason: 'expired' });
    expect(verify.size()).toBe(0);
    expect(await verify(token, at(61))).toEqual({ ok: false, reason: 'expired' });
  });

  it('never remembers a rejection, and a changed token is a different token', async () => {
    const verify = createAccessTokenVerifier(key);
    const forged = await signAccessToken(otherKey, claims, t0, 60);
    expect(await verify(forged, at(1))).toEqual({ ok: false, reason: 'invalid' });
    expect(verify.size()).toBe(0);
    const token = await signAccessToken(key, claims, t0, 60);
    await verify(token, at(1));
    const [header, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '43' })).toString(
      'base64url',
    );
    expect(await verify(`${header}.${otherPayload}.${signature}`, at(2))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('keeps at most its limit, the oldest leaving first', async () => {
    const verify = createAccessTokenVerifier(key, 2);
    const tokens = await Promise.all([1, 2, 3].map((n) => signAccessToken(key, { ...claims, generation: n }, t0, 60)));
    for (const token of tokens) await verify(token, at(1));
    expect(verify.size()).toBe(2);
    // The evicted one is verified afresh (and still good).
    expect(await verify(tokens[0], at(2))).toEqual({ ok: true, claims: { ...claims, generation: 1 } });
  });
});

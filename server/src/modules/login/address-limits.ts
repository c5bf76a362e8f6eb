import { hitRateLimit, refundRateLimit, windowEnd } from '../../db/rate-limit';
import type { Executor } from '../../db/schema';

/**
 * Limits per client address on top of the per-phone ones, in the database like every other counter (shared by all
 * app servers). The trade-off — a shared address (office NAT, carrier-grade NAT) shares the budget, so an attacker
 * behind it can lock its neighbours out for the window — is stated in server/README.md.
 */
const VERIFY_WINDOW_SECONDS = 3600;
const SEND_WINDOW_SECONDS = 24 * 3600;

const verifyBucket = (clientIp: string) => `login-verify:ip:${clientIp}`;
const sendBucket = (phone: string, clientIp: string) => `sms-send:phone-ip:${phone}:${clientIp}`;

/**
 * Reserves one code check for the address, or says its hourly budget of wrong codes is spent. Reserved before the
 * code is compared, so concurrent guesses cannot overshoot; `refundVerifyAttempt` gives a correct code's back.
 */
export function reserveVerifyAttempt(db: Executor, clientIp: string, now: Date, limit: number): Promise<boolean> {
  return hitRateLimit(db, verifyBucket(clientIp), VERIFY_WINDOW_SECONDS, limit, now);
}

/** Only wrong codes (and checks against no live code) spend the address's budget. */
export function refundVerifyAttempt(db: Executor, clientIp: string, now: Date): Promise<void> {
  return refundRateLimit(db, verifyBucket(clientIp), VERIFY_WINDOW_SECONDS, now);
}

/** Minutes until the address may check codes again. */
export function verifyRetryMinutes(now: Date): number {
  return Math.max(1, Math.ceil((windowEnd(VERIFY_WINDOW_SECONDS, now).getTime() - now.getTime()) / 60_000));
}

/**
 * Counts a send to `phone` requested from `clientIp`, or refuses it: one address may spend only part of a phone's
 * daily quota, so it cannot lock the phone's owner out of logging in for the day.
 */
export function claimPhoneSendFromAddress(db: Executor, phone: string, clientIp: string, now: Date, limit: number): Promise<boolean> {
  return hitRateLimit(db, sendBucket(phone, clientIp), SEND_WINDOW_SECONDS, limit, now);
}

/** A send the phone's own limits then refused does not count against the address. */
export function refundPhoneSendFromAddress(db: Executor, phone: string, clientIp: string, now: Date): Promise<void> {
  return refundRateLimit(db, sendBucket(phone, clientIp), SEND_WINDOW_SECONDS, now);
}

/** Hours until the address may request codes for the phone again. */
export function sendRetryHours(now: Date): number {
  return Math.max(1, Math.ceil((windowEnd(SEND_WINDOW_SECONDS, now).getTime() - now.getTime()) / 3_600_000));
}

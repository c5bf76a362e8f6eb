/** How webhooks are delivered; from the environment (config.ts), tests shorten the times. */
export interface WebhookSettings {
  /** WEBHOOK_RETRY_BASE_MS: the wait after the first failed attempt; it doubles after each (at most an hour). */
  retryBaseMs: number;
  /** WEBHOOK_TIMEOUT_MS: no complete answer within this is a failed attempt. */
  timeoutMs: number;
  /** WEBHOOK_ALLOW_PRIVATE=1: any address and http too (local development and tests only). */
  allowPrivate: boolean;
  /** WEBHOOK_POLL_MS: how often a worker looks for due deliveries without being woken. */
  pollMs: number;
  /**
   * WEBHOOK_LEASE_MS: how long a claim keeps other workers off a delivery; a killed server's claims are due
   * again after it. Far above the timeout, so a live but slow worker records its outcome before it ends.
   */
  leaseMs: number;
}

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  retryBaseMs: 5000,
  timeoutMs: 10_000,
  allowPrivate: false,
  pollMs: 5000,
  leaseMs: 60_000,
};

/** Retries stop this long after the delivery was created: the delivery is then failed. */
export const RETRY_WINDOW_MS = 24 * 3600_000;
export const MAX_RETRY_DELAY_MS = 3600_000;

/** A claim always outlives the attempt it covers (which the timeout ends). */
export const leaseMsOf = (s: WebhookSettings) => Math.max(s.leaseMs, s.timeoutMs + 1000);

/** The wait after the `attempt`-th failed attempt (1, 2, …). */
export const retryDelayMs = (s: WebhookSettings, attempt: number) =>
  Math.min(s.retryBaseMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);

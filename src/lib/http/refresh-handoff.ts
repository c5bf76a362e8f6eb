import type { Tokens } from './session-port';

/**
 * Refresh tokens rotate and a spent one revokes the whole session, so two tabs must never refresh with the same
 * token. Tabs take turns through a Web Lock, and the tab that refreshed leaves its result here, written
 * synchronously before it lets go of the lock (the persisted store is written later, asynchronously). A tab that
 * gets the lock next finds that its own refresh token was already spent and takes the new pair instead.
 */
const HANDOFF_KEY = 'portal:token-handoff';
const LOCK_NAME = 'portal:token-refresh';

interface Handoff extends Tokens {
  /** The refresh token that was spent to get these. */
  spent: string;
}

export function readHandoff(spent: string): Tokens | null {
  try {
    const value = JSON.parse(localStorage.getItem(HANDOFF_KEY) ?? 'null') as Partial<Handoff> | null;
    if (value && value.spent === spent && typeof value.token === 'string' && typeof value.refreshToken === 'string') {
      return { token: value.token, refreshToken: value.refreshToken };
    }
  } catch {
    // unreadable: refresh ourselves
  }
  return null;
}

export function writeHandoff(spent: string, tokens: Tokens): void {
  try {
    localStorage.setItem(HANDOFF_KEY, JSON.stringify({ ...tokens, spent } satisfies Handoff));
  } catch {
    // storage full or blocked: the other tabs still get the tokens through the persisted store
  }
}

export function forgetHandoff(): void {
  try {
    localStorage.removeItem(HANDOFF_KEY);
  } catch {
    // nothing to forget
  }
}

/** Runs `task` while holding the cross-tab refresh lock, where the browser has Web Locks. */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks?.request ? (locks.request(LOCK_NAME, task) as Promise<T>) : task();
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** Keys of what the client caches in localStorage (spec §9). */
export const CACHE_KEYS = {
  provinceCityList: 'cache:provinceCityList',
  allPositions: 'cache:allPositions',
  /** The city the user picked last; kept without expiry. */
  preSelectedCity: 'preSelectedCity',
} as const;

/** Province/city and job lists live 1 hour; anything else 1 day. */
export const CACHE_TTL_MS = {
  default: DAY_MS,
  provinceCityList: HOUR_MS,
  allPositions: HOUR_MS,
} as const;

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/** A localStorage cache whose entries expire; a broken or expired entry reads as null. */
export const localCache = {
  set<T>(key: string, value: T, ttlMs: number = CACHE_TTL_MS.default, now = Date.now()): void {
    const entry: Entry<T> = { value, expiresAt: now + ttlMs };
    try {
      localStorage.setItem(key, JSON.stringify(entry));
    } catch {
      // Storage full or disabled: the cache is an optimisation only.
    }
  },
  get<T>(key: string, now = Date.now()): T | null {
    try {
      const entry = JSON.parse(localStorage.getItem(key) ?? 'null') as Entry<T> | null;
      if (!entry || typeof entry.expiresAt !== 'number') return null;
      if (entry.expiresAt <= now) {
        localStorage.removeItem(key);
        return null;
      }
      return entry.value;
    } catch {
      return null;
    }
  },
  remove(key: string): void {
    localStorage.removeItem(key);
  },
};

export const preSelectedCity = {
  get: (): string | null => localStorage.getItem(CACHE_KEYS.preSelectedCity),
  set: (city: string): void => {
    try {
      localStorage.setItem(CACHE_KEYS.preSelectedCity, city);
    } catch {
      // Storage full or disabled: the next visit just starts without a city.
    }
  },
  remove: (): void => localStorage.removeItem(CACHE_KEYS.preSelectedCity),
};

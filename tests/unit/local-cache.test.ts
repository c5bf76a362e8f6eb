import { CACHE_KEYS, CACHE_TTL_MS, DAY_MS, HOUR_MS, localCache, preSelectedCity } from '@/lib/local-cache';

describe('the local cache', () => {
  it('keeps an entry for one day by default, then forgets it', () => {
    const now = 1_700_000_000_000;
    localCache.set('k', { a: 1 }, undefined, now);
    expect(localCache.get('k', now + DAY_MS - 1)).toEqual({ a: 1 });
    expect(localCache.get('k', now + DAY_MS)).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('keeps the province/city and job lists for one hour', () => {
    expect(CACHE_TTL_MS).toEqual({ default: DAY_MS, provinceCityList: HOUR_MS, allPositions: HOUR_MS });
    const now = 1_700_000_000_000;
    localCache.set(CACHE_KEYS.provinceCityList, [{ searchID: '31' }], CACHE_TTL_MS.provinceCityList, now);
    expect(localCache.get(CACHE_KEYS.provinceCityList, now + HOUR_MS - 1)).toEqual([{ searchID: '31' }]);
    expect(localCache.get(CACHE_KEYS.provinceCityList, now + HOUR_MS)).toBeNull();
  });

  it('reads a broken entry as missing', () => {
    localStorage.setItem('broken', '{not json');
    expect(localCache.get('broken')).toBeNull();
  });

  it('remembers the pre-selected city without expiry', () => {
    preSelectedCity.set('310100');
    expect(localStorage.getItem(CACHE_KEYS.preSelectedCity)).toBe('310100');
    expect(preSelectedCity.get()).toBe('310100');
  });
});

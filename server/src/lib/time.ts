/** China Standard Time has no daylight saving, so a fixed offset is exact. */
const CST_OFFSET_MS = 8 * 3600 * 1000;

/** ISO 8601 in China time with its offset, e.g. `2025-03-01T09:30:00+08:00` (API.md: times carry an offset). */
export function isoTime(d: Date): string {
  // toISOString is always `YYYY-MM-DDTHH:mm:ss.sssZ` for years 0–9999: cut, rather than a regex, on every row of every list.
  return new Date(d.getTime() + CST_OFFSET_MS).toISOString().slice(0, 19) + '+08:00';
}

/** The calendar day in China, `YYYY-MM-DD`: daily limits reset at local midnight, not UTC midnight. */
export function chinaDay(d: Date): string {
  return new Date(d.getTime() + CST_OFFSET_MS).toISOString().slice(0, 10);
}

export function addSeconds(d: Date, seconds: number): Date {
  return new Date(d.getTime() + seconds * 1000);
}

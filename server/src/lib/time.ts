/** China Standard Time has no daylight saving, so a fixed offset is exact. */
const CST_OFFSET_MS = 8 * 3600 * 1000;

/** ISO 8601 in China time with its offset, e.g. `2025-03-01T09:30:00+08:00` (API.md: times carry an offset). */
export function isoTime(d: Date): string {
  // On every time of every list row: the fields of one reused Date, without a new Date and an ISO string to cut.
  china.setTime(d.getTime() + CST_OFFSET_MS);
  const year = china.getUTCFullYear();
  // toISOString is `YYYY-MM-DDTHH:mm:ss.sssZ` for years 0–9999 (it throws for an invalid date, as it always did).
  if (!(year >= 1000 && year <= 9999)) return china.toISOString().slice(0, 19) + '+08:00';
  return `${year}-${two(china.getUTCMonth() + 1)}-${two(china.getUTCDate())}T${two(china.getUTCHours())}:${two(china.getUTCMinutes())}:${two(china.getUTCSeconds())}+08:00`;
}

const china = new Date(0);
const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The calendar day in China, `YYYY-MM-DD`: daily limits reset at local midnight, not UTC midnight. */
export function chinaDay(d: Date): string {
  return new Date(d.getTime() + CST_OFFSET_MS).toISOString().slice(0, 10);
}

export function addSeconds(d: Date, seconds: number): Date {
  return new Date(d.getTime() + seconds * 1000);
}

/** `YYYY-MM-DD HH:mm:ss` in China time, for files people read (exports): the same time every screen shows. */
export function chinaDateTime(d: Date): string {
  return isoTime(d).slice(0, 19).replace('T', ' ');
}

/**
 * Every time the portal shows is Beijing time (Asia/Shanghai, UTC+8 all year, no daylight saving), whatever the
 * browser's zone: the gateway answers instants with an offset, and this is the one place that turns them into text.
 * Never format an instant with dayjs or Date's local getters (they follow the browser's zone).
 */
const BEIJING_OFFSET_MS = 8 * 3600_000;

export type TimePrecision = 'date' | 'minute' | 'second';

const two = (n: number) => String(n).padStart(2, '0');

/** The instant's Beijing wall-clock fields, or null for an empty or unreadable value. */
function fieldsOf(value: string | number | Date | null | undefined) {
  if (value === null || value === undefined || value === '') return null;
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms)) return null;
  const d = new Date(ms + BEIJING_OFFSET_MS);
  return {
    date: `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}`,
    minute: `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`,
    second: two(d.getUTCSeconds()),
  };
}

/**
 * 「2026-11-23 14:05」 (minute, the default), 「2026-11-23 14:05:09」 (second) or 「2026-11-23」 (date), in Beijing
 * time; `empty` (a dash by default) for no value or one that does not parse.
 */
export function beijingTime(value: string | number | Date | null | undefined, precision: TimePrecision = 'minute', empty = '—'): string {
  const f = fieldsOf(value);
  if (!f) return empty;
  if (precision === 'date') return f.date;
  return precision === 'minute' ? `${f.date} ${f.minute}` : `${f.date} ${f.minute}:${f.second}`;
}

/** Today in Beijing, 「YYYY-MM-DD」. */
export const beijingToday = (now: number = Date.now()): string => beijingTime(now, 'date');

/**
 * For a date-time picker (dayjs, which works in the browser's zone): the instant as Beijing wall-clock text without
 * a zone (`2026-11-23T14:05:00`), which dayjs reads as local fields — so the picker shows Beijing time. The way back
 * is `fromBeijingWallClock`.
 */
export function toBeijingWallClock(value: string | null | undefined): string | null {
  const f = fieldsOf(value);
  return f ? `${f.date}T${f.minute}:${f.second}` : null;
}

/** A picker's wall-clock fields (`YYYY-MM-DDTHH:mm:ss`) read as Beijing time: the ISO instant with its offset. */
export const fromBeijingWallClock = (wallClock: string): string => `${wallClock}+08:00`;

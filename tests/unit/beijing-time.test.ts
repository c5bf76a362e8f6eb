import dayjs from 'dayjs';
import { beijingTime, beijingToday, fromBeijingWallClock, toBeijingWallClock } from '@/lib/time';

/** Runs `fn` with the process (and so Date's local getters) in another zone, as a browser abroad would be. */
function inZone<T>(zone: string, fn: () => T): T {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    return fn();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

describe('the one Beijing-time formatter', () => {
  const iso = '2026-11-23T23:30:09+08:00';

  it('shows Beijing wall-clock time whatever the zone, where local formatting does not', () => {
    for (const zone of ['America/Los_Angeles', 'Europe/London', 'Asia/Shanghai', 'Pacific/Kiritimati']) {
      inZone(zone, () => {
        expect(beijingTime(iso)).toBe('2026-11-23 23:30');
        expect(beijingTime(iso, 'second')).toBe('2026-11-23 23:30:09');
        expect(beijingTime(iso, 'date')).toBe('2026-11-23');
        expect(beijingTime('2026-11-23T15:30:09Z', 'second')).toBe('2026-11-23 23:30:09');
      });
    }
    // What the screens did before: dayjs follows the zone, and in Los Angeles the day is a different one.
    expect(inZone('America/Los_Angeles', () => dayjs(iso).format('YYYY-MM-DD HH:mm'))).toBe('2026-11-23 07:30');
  });

  it('says a dash (or the given text) for nothing and for what does not parse', () => {
    expect(beijingTime(null)).toBe('—');
    expect(beijingTime(undefined, 'date', '')).toBe('');
    expect(beijingTime('not a time')).toBe('—');
  });

  it('today is Beijing’s day: 01:00 on the 24th in Beijing is still the 23rd in UTC', () => {
    expect(beijingToday(Date.parse('2026-11-23T17:00:00Z'))).toBe('2026-11-24');
  });

  it('a picker shows Beijing wall-clock time and its value goes back as the same instant', () => {
    inZone('America/New_York', () => {
      const wall = toBeijingWallClock(iso)!;
      expect(wall).toBe('2026-11-23T23:30:09');
      const picked = dayjs(wall);
      expect(picked.format('YYYY-MM-DD HH:mm')).toBe('2026-11-23 23:30');
      const back = fromBeijingWallClock(picked.format('YYYY-MM-DDTHH:mm:ss'));
      expect(Date.parse(back)).toBe(Date.parse(iso));
    });
  });
});

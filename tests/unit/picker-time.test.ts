import dayjs from 'dayjs';
import { futureOnly } from '@/features/candidates/picker-time';

/** 2026-11-29 10:25 in Beijing (02:25 UTC): the picker's days and times are Beijing wall-clock fields. */
const NOW = Date.parse('2026-11-29T02:25:30Z');
const { disabledDate, disabledTime } = futureOnly(() => NOW);
const wall = (text: string) => dayjs(text);

describe('a picker that takes no past time (期望面试时间)', () => {
  it('disables the days before today in Beijing, not today or later', () => {
    expect(disabledDate(wall('2026-11-04T10:00:00'))).toBe(true);
    expect(disabledDate(wall('2026-11-28T23:59:00'))).toBe(true);
    expect(disabledDate(wall('2026-11-29T00:00:00'))).toBe(false);
    expect(disabledDate(wall('2026-12-01T09:00:00'))).toBe(false);
  });

  it('uses Beijing’s date, not the browser’s: at 01:00 Beijing time the UTC day before is already past', () => {
    const early = futureOnly(() => Date.parse('2026-11-28T17:00:00Z'));
    expect(early.disabledDate(wall('2026-11-28T20:00:00'))).toBe(true);
    expect(early.disabledDate(wall('2026-11-29T20:00:00'))).toBe(false);
  });

  it('today, disables the hours gone and the minutes gone of this hour; other days nothing', () => {
    const today = disabledTime(wall('2026-11-29T12:00:00'));
    expect(today.disabledHours?.()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(today.disabledMinutes?.(10)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(today.disabledMinutes?.(11)).toEqual([]);
    expect(disabledTime(wall('2026-11-30T08:00:00'))).toEqual({});
    expect(disabledTime(null)).toEqual({});
  });
});

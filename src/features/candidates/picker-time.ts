import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { beijingTime, fromBeijingWallClock, toBeijingWallClock } from '@/lib/time';

// Apart from format.ts: only the dialogs' date-time pickers need dayjs, and the list, drawn without antd, does not.

/** A date-time picker's value for an instant: its Beijing wall clock (the picker then shows Beijing time). */
export const pickerValue = (iso: string | null | undefined): Dayjs | null => {
  const wall = toBeijingWallClock(iso);
  return wall ? dayjs(wall) : null;
};

/** What a date-time picker holds, read as Beijing time: the ISO instant with its offset. */
export const pickedInstant = (d: Dayjs): string => fromBeijingWallClock(d.format('YYYY-MM-DDTHH:mm:ss'));

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/**
 * A picker that takes no past time (期望面试时间): days before today and, today, the hours and minutes already gone
 * are disabled, all in Beijing time whatever the browser's zone. The server refuses a past time as well (by its clock).
 */
export function futureOnly(now: () => number = Date.now) {
  const today = () => beijingTime(now(), 'date');
  return {
    disabledDate: (d: Dayjs) => d.format('YYYY-MM-DD') < today(),
    disabledTime: (d: Dayjs | null) => {
      if (!d || d.format('YYYY-MM-DD') !== today()) return {};
      const [hour, minute] = beijingTime(now(), 'minute').slice(11).split(':').map(Number) as [number, number];
      return {
        disabledHours: () => range(0, hour),
        disabledMinutes: (h: number) => (h === hour ? range(0, minute) : h < hour ? range(0, 60) : []),
      };
    },
  };
}

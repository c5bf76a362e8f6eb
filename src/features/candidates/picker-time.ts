import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { fromBeijingWallClock, toBeijingWallClock } from '@/lib/time';

// Apart from format.ts: only the dialogs' date-time pickers need dayjs, and the list, drawn without antd, does not.

/** A date-time picker's value for an instant: its Beijing wall clock (the picker then shows Beijing time). */
export const pickerValue = (iso: string | null | undefined): Dayjs | null => {
  const wall = toBeijingWallClock(iso);
  return wall ? dayjs(wall) : null;
};

/** What a date-time picker holds, read as Beijing time: the ISO instant with its offset. */
export const pickedInstant = (d: Dayjs): string => fromBeijingWallClock(d.format('YYYY-MM-DDTHH:mm:ss'));

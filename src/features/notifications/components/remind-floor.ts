import { TASK_REMIND_LIMITS } from '@contract/notifications.meta';

/** The most a floor may be, in yuan. */
export const FLOOR_MAX_YUAN = TASK_REMIND_LIMITS.rewardFloorMax / 100;

/** Fen from the server as the box shows it: 1250 → "12.50"; none → empty. */
export const floorText = (fen: number) => (fen ? (fen / 100).toFixed(2) : '');

/**
 * What antd's InputNumber (min 0, max, precision 2) makes of a typed floor on blur: empty stays empty, a number is
 * held within 0…max and shown with two decimals, anything else goes back to `previous`.
 */
export function normalizeFloor(typed: string, previous: string): string {
  const text = typed.trim();
  if (!text) return '';
  const n = Number(text);
  if (!Number.isFinite(n)) return previous;
  return Math.min(Math.max(n, 0), FLOOR_MAX_YUAN).toFixed(2);
}

/** Fen on the wire, by rounding: never a float. */
export const floorFen = (text: string) => (text ? Math.round(Number(text) * 100) : 0);

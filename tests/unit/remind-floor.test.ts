import { describe, expect, it } from 'vitest';
import { FLOOR_MAX_YUAN, floorFen, floorText, normalizeFloor } from '@/features/notifications/components/remind-floor';

describe('任务提醒 floor box', () => {
  it('shows fen as yuan with two decimals, none as empty', () => {
    expect(floorText(1250)).toBe('12.50');
    expect(floorText(0)).toBe('');
  });

  it('on blur holds a typed floor within 0…max with two decimals, and an unreadable one goes back', () => {
    expect(normalizeFloor(' 25.5 ', '12.50')).toBe('25.50');
    expect(normalizeFloor('-3', '12.50')).toBe('0.00');
    expect(normalizeFloor(String(FLOOR_MAX_YUAN + 1), '')).toBe(FLOOR_MAX_YUAN.toFixed(2));
    expect(normalizeFloor('abc', '12.50')).toBe('12.50');
    expect(normalizeFloor('', '12.50')).toBe('');
  });

  it('sends fen by rounding, never a float', () => {
    expect(floorFen('25.50')).toBe(2550);
    expect(floorFen('0.29')).toBe(29);
    expect(floorFen('')).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { sameData } from '@/lib/same-data';

describe('sameData', () => {
  it('compares plain data in depth', () => {
    expect(sameData({ a: 1, b: [1, { c: 'x' }], d: null }, { d: null, b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameData([], [])).toBe(true);
    expect(sameData(Number.NaN, Number.NaN)).toBe(true);
  });

  it('tells apart what differs anywhere', () => {
    expect(sameData({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameData({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
    expect(sameData({ a: { b: { c: 1 } } }, { a: { b: { c: '1' } } })).toBe(false);
    expect(sameData([1], { 0: 1, length: 1 })).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData('1', 1)).toBe(false);
  });

  it('compares other objects by identity', () => {
    const day = new Date(0);
    expect(sameData(day, day)).toBe(true);
    expect(sameData(new Date(0), new Date(0))).toBe(false);
  });
});

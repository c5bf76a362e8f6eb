import { chinaDay, isoTime } from '../../src/lib/time';

describe('isoTime', () => {
  it('is China time with its offset, across midnight, month and year ends', () => {
    expect(isoTime(new Date('2025-03-01T01:30:05.123Z'))).toBe('2025-03-01T09:30:05+08:00');
    expect(isoTime(new Date('2025-02-28T16:00:00Z'))).toBe('2025-03-01T00:00:00+08:00');
    expect(isoTime(new Date('2024-12-31T23:59:59.999Z'))).toBe('2025-01-01T07:59:59+08:00');
    expect(isoTime(new Date('2024-02-28T20:00:00Z'))).toBe('2024-02-29T04:00:00+08:00');
    expect(chinaDay(new Date('2025-02-28T16:00:00Z'))).toBe('2025-03-01');
  });

  it('agrees with toISOString outside four-digit years too', () => {
    for (const iso of ['0999-12-31T15:59:59Z', '0999-12-31T16:00:00Z', '9999-12-31T15:59:59Z', '1970-01-01T00:00:00Z']) {
      const d = new Date(iso);
      expect(isoTime(d)).toBe(new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19) + '+08:00');
    }
    expect(() => isoTime(new Date(NaN))).toThrow(RangeError);
  });
});

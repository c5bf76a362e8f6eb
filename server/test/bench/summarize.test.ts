import { summarize, type Round } from '../../bench/measure';

const m = (rps: number, cpuUs: number, p99 = 10, errors = 0) => ({ rps, p99, cpuUs, errors });

describe('bench:api rounds', () => {
  it('take each figure’s median, and the ratios per round (its two sides ran together)', () => {
    const rounds: Round[] = [
      { route: m(900, 600), raw: m(1000, 480) }, // 0.90, cpu 0.80
      { route: m(700, 650, 30), raw: m(1000, 455) }, // 0.70 (a neighbour woke up), cpu 0.70
      { route: m(800, 620, 12, 1), raw: m(950, 496) }, // 0.84…, cpu 0.80
    ];
    const row = summarize('x', rounds);
    expect(row.route).toEqual({ rps: 800, p99: 12, cpuUs: 620, errors: 1 });
    expect(row.raw).toEqual({ rps: 1000, p99: 10, cpuUs: 480, errors: 0 });
    expect(row.ratio).toBeCloseTo(800 / 950);
    expect(row.cpuRatio).toBeCloseTo(0.8);
    expect(row.ratioRange).toEqual([0.7, 0.9]);
  });

  it('without a raw side (PGlite) have no ratio', () => {
    const row = summarize('x', [
      { route: m(500, 700), raw: null },
      { route: m(520, 690), raw: null },
    ]);
    expect(row.raw).toBeNull();
    expect(row.route.rps).toBe(510);
    expect(Number.isNaN(row.ratio)).toBe(true);
  });
});

import { creditCodeCheckChar, maskCreditCode, normalizeCreditCode, parseCreditCode } from './credit-code';

describe('unified social credit code (GB 32100-2015)', () => {
  // Published codes of real organisations (companies, a public institution).
  const REAL = [
    '91350100M000100Y43',
    '91440300708461136T',
    '91330100799655058B',
    '9144030071526726XG',
    '911100001011596199',
    '91110000802100433B',
    '91310000MA1FL1MMXL',
    '12100000400000624D',
  ];

  it.each(REAL)('accepts %s', (code) => {
    expect(parseCreditCode(code)).toEqual({ ok: true, creditCode: code });
    expect(creditCodeCheckChar(code.slice(0, 17))).toBe(code[17]);
  });

  it('refuses every single wrong check character of a real code', () => {
    const code = REAL[2]!;
    for (const c of '0123456789ABCDEFGHJKLMNPQRTUWXY') {
      if (c === code[17]) continue;
      expect(parseCreditCode(code.slice(0, 17) + c)).toEqual({ ok: false, reason: '统一社会信用代码校验位不正确，请核对' });
    }
  });

  it('refuses a swapped pair of characters (what the weights are for)', () => {
    expect(parseCreditCode('91330100799655085B').ok).toBe(false);
    expect(parseCreditCode('19330100799655058B').ok).toBe(false);
  });

  it('explains length, alphabet and shape', () => {
    expect(parseCreditCode('9133010079965505')).toEqual({ ok: false, reason: '统一社会信用代码必须是 18 位' });
    expect(parseCreditCode('91310115MA1DEMO001')).toEqual({
      ok: false,
      reason: '统一社会信用代码只能包含数字和大写字母（不含 I、O、Z、S、V）',
    });
    expect(parseCreditCode('913301007996550I8B').ok).toBe(false);
    expect(parseCreditCode('0133010079965505' + '8B')).toEqual({ ok: false, reason: '统一社会信用代码格式不正确，请核对' });
    expect(parseCreditCode('')).toEqual({ ok: false, reason: '统一社会信用代码必须是 18 位' });
  });

  it('normalises spaces and case, and masks for display', () => {
    expect(normalizeCreditCode(' 913301 007996 55058b ')).toBe('91330100799655058B');
    expect(parseCreditCode('913301 007996 55058b')).toEqual({ ok: true, creditCode: '91330100799655058B' });
    expect(maskCreditCode('91330100799655058B')).toBe('913301**********8B');
  });
});

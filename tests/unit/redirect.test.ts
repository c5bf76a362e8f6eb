import { afterLoginTarget, safeRedirect } from '@/features/login/redirect';

const ORIGIN = 'http://localhost:3000';

describe('the redirect after login', () => {
  it.each([
    ['/workbench/order?tab=2#top', '/workbench/order?tab=2#top'],
    ['/findJob', '/findJob'],
  ])('accepts the same-origin path %s', (raw, expected) => expect(safeRedirect(raw, ORIGIN)).toBe(expected));

  it.each([
    null,
    '',
    'workbench',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/login?redirect=/x',
    '/.//evil.example',
    '/a/..//evil.example',
  ])('refuses %s', (raw) => expect(safeRedirect(raw, ORIGIN)).toBeNull());

  it('defaults to the workbench and keeps sid and sourcecode', () => {
    expect(afterLoginTarget('?sid=S1&sourcecode=C1', ORIGIN)).toBe('/workbench?sid=S1&sourcecode=C1');
    expect(afterLoginTarget(`?redirect=${encodeURIComponent('/findJob?sid=S2')}&sid=S1&sourcecode=C1`, ORIGIN)).toBe(
      '/findJob?sid=S2&sourcecode=C1',
    );
    expect(afterLoginTarget(`?redirect=${encodeURIComponent('//evil.example')}`, ORIGIN)).toBe('/workbench');
  });
});

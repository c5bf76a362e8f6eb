import { applyPlatformClasses, isMacPlatform } from '@/lib/platform';

describe('the custom scrollbar', () => {
  it('applies on Windows and Linux, not on macOS', () => {
    const root = document.createElement('html');
    applyPlatformClasses(root, { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' });
    expect(root).toHaveClass('custom-scrollbar');
    applyPlatformClasses(root, { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)' });
    expect(root).not.toHaveClass('custom-scrollbar');
    expect(isMacPlatform({ userAgent: 'X11; Linux x86_64' })).toBe(false);
  });
});

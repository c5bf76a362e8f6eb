export type MenuKey = 'home' | 'findJob' | 'helpCenter';

/** Which header menu entry a path highlights: / and /workbench both map to the homepage key (spec §2). */
export function menuKeyFor(pathname: string): MenuKey | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/workbench' || path.startsWith('/workbench/')) return 'home';
  if (path === '/findJob' || path.startsWith('/findJob/')) return 'findJob';
  if (path === '/helpCenter' || path.startsWith('/helpCenter/')) return 'helpCenter';
  return undefined;
}

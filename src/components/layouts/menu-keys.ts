import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';

export type MenuKey = 'home' | 'findJob' | 'helpCenter';

/** The header's entries and the URL each stands for (horizontalSelectedUrl). */
export const MENU_URLS: Record<MenuKey, string> = { home: paths.home, findJob: paths.findJob, helpCenter: paths.helpCenter };

const within = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** Which header menu entry a path highlights: / and /workbench both map to the homepage key (spec §2). */
export function menuKeyFor(pathname: string): MenuKey | undefined {
  const path = pathname.replace(/\/+$/, '') || paths.home;
  if (path === paths.home || within(path, paths.workbench)) return 'home';
  if (within(path, paths.findJob)) return 'findJob';
  if (within(path, paths.helpCenter)) return 'helpCenter';
  return undefined;
}

/** Screens with a side menu: the submenu that is open and the route parameter that names the selected item. */
const SIDE_MENUS = [
  { route: paths.myUserInfo, open: 'myUserInfo', param: 'menukey' },
  { route: paths.authentication, open: 'authentication', param: 'menukey' },
] as const;

/** The workbench menu's entries, in order (their labels and links live with the menu, app/workbench-frame). */
export const WORKBENCH_KEYS = ['overview', 'order', 'confessionRecord', 'settlementManagement', 'collection'] as const;
export type WorkbenchMenuKey = (typeof WORKBENCH_KEYS)[number];

/** The workbench entry a path belongs to (a candidate list to 订单, a bill to 结算管理); /workbench itself is 概览. */
export function workbenchItemFor(pathname: string): WorkbenchMenuKey | undefined {
  const path = pathname.replace(/\/+$/, '');
  if (!within(path, paths.workbench)) return undefined;
  const segment = path.slice(paths.workbench.length + 1).split('/')[0] ?? '';
  return WORKBENCH_KEYS.find((key) => key === segment) ?? 'overview';
}

export interface MenuState {
  /** Undefined outside the header's entries (login, 404): the last one stays. */
  horizontalSelectedUrl?: string;
  selectedKeys: string[];
  openKeys: string[];
}

/**
 * The menu state of spec §3 for a path: the header entry's URL, the selected keys (header entry, then the side
 * menu's item) and the open side submenu. A path outside the menus (login, 404) selects nothing.
 */
export function menuStateFor(pathname: string): MenuState {
  const key = menuKeyFor(pathname);
  const workbench = workbenchItemFor(pathname);
  const side = SIDE_MENUS.map((menu) => ({ menu, match: matchPath(menu.route, pathname) })).find((m) => m.match);
  const item = workbench ?? side?.match?.params[side.menu.param];
  return {
    horizontalSelectedUrl: key ? MENU_URLS[key] : undefined,
    selectedKeys: [...(key ? [key] : []), ...(item ? [item] : [])],
    openKeys: workbench ? ['workbench'] : side ? [side.menu.open] : [],
  };
}

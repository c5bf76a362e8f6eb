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

export type WorkbenchMenuKey = 'overview' | 'order' | 'confessionRecord' | 'settlementManagement' | 'collection';

/** The workbench menu (every /workbench screen shows it), in order: its entries and where each leads. */
export const WORKBENCH_MENU: readonly { key: WorkbenchMenuKey; label: string; to: string }[] = [
  { key: 'overview', label: '概览', to: '/workbench/overview' },
  { key: 'order', label: '订单', to: paths.order },
  { key: 'confessionRecord', label: '供应商记录', to: paths.confessionRecord },
  { key: 'settlementManagement', label: '结算管理', to: paths.settlementManagement },
  { key: 'collection', label: '我的收藏', to: '/workbench/collection' },
];

/** The workbench entry a path belongs to (a candidate list to 订单, a bill to 结算管理); /workbench itself is 概览. */
export function workbenchItemFor(pathname: string): WorkbenchMenuKey | undefined {
  const path = pathname.replace(/\/+$/, '');
  if (!within(path, paths.workbench)) return undefined;
  const segment = path.slice(paths.workbench.length + 1).split('/')[0] ?? '';
  return WORKBENCH_MENU.find((item) => item.key === segment)?.key ?? 'overview';
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

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SITE } from '@/config/site';
import { useSharedSelector } from '@/lib/state/hooks';
import type { MenuKey } from './menu-keys';
import { paths } from '@/config/paths';
import { HeaderDrawer } from './header-drawer';

export interface HeaderMenuItem {
  key: MenuKey;
  label: string;
  to: string;
}

export interface SiteHeaderProps {
  menu?: HeaderMenuItem[];
  /** The user area on the right (name, logout, or a login link). */
  right?: ReactNode;
  /** The user's entries in the compact header's drawer (below 768 px the menu and the user area move there). */
  drawer?: ReactNode;
}

/**
 * The site's header: logo, the main navigation (three links: a nav of links, not antd's Menu, which would put
 * antd's styling engine into every public page's first load), and the user area. Below 768 px it is compact:
 * logo, the user area's short form (the bell, or the login link) and a menu button whose drawer holds the
 * navigation and `drawer` (styles/header.css).
 */
export function SiteHeader({ menu = [], right, drawer }: SiteHeaderProps) {
  // The persisted menu state (spec §3), which follows navigation (app/root-frame).
  const selectedKeys = useSharedSelector((state) => state.global.selectedKeys);
  return (
    <header className="site-header">
      {/* Named by its visible text (the mark is decoration), so what is read out is what is seen. */}
      <Link to={paths.home} className="site-logo" title={`${SITE.name}首页`}>
        <span className="site-logo-mark" aria-hidden="true">
          JY
        </span>
        <span className="site-logo-text">{SITE.name}</span>
      </Link>
      {menu.length > 0 && (
        <nav className="site-menu" aria-label="主导航">
          {menu.map((item) => {
            const selected = selectedKeys.includes(item.key);
            return (
              <Link
                key={item.key}
                to={item.to}
                className={`site-menu-item${selected ? ' site-menu-item-selected' : ''}`}
                aria-current={selected ? 'page' : undefined}
              >
                {item.label}
              </Link>
            );
          })}
        </nav>
      )}
      <div className="site-header-right">
        {right}
        <HeaderDrawer menu={menu} selectedKeys={selectedKeys}>
          {drawer}
        </HeaderDrawer>
      </div>
    </header>
  );
}

import type { ReactNode } from 'react';
import { Layout, Menu } from 'antd';
import { Link } from 'react-router-dom';
import { SITE } from '@/config/site';
import { useSharedSelector } from '@/lib/state/hooks';
import type { MenuKey } from './menu-keys';
import { paths } from '@/config/paths';

export interface HeaderMenuItem {
  key: MenuKey;
  label: string;
  to: string;
}

export interface SiteHeaderProps {
  menu?: HeaderMenuItem[];
  /** The user area on the right (name, logout, or a login link). */
  right?: ReactNode;
}

export function SiteHeader({ menu = [], right }: SiteHeaderProps) {
  // The persisted menu state (spec §3), which follows navigation (app/root-frame).
  const selectedKeys = useSharedSelector((state) => state.global.selectedKeys);
  return (
    <Layout.Header className="site-header">
      {/* Named by its visible text (the mark is decoration), so what is read out is what is seen. */}
      <Link to={paths.home} className="site-logo" title={`${SITE.name}首页`}>
        <span className="site-logo-mark" aria-hidden="true">
          JY
        </span>
        <span className="site-logo-text">{SITE.name}</span>
      </Link>
      {menu.length > 0 && (
        <Menu
          className="site-menu"
          mode="horizontal"
          // Three items need no overflow menu; its hidden measuring copies are focusable links under aria-hidden.
          disabledOverflow
          aria-label="主导航"
          selectedKeys={selectedKeys.filter((key) => menu.some((item) => item.key === key))}
          items={menu.map((item) => ({ key: item.key, label: <Link to={item.to}>{item.label}</Link> }))}
        />
      )}
      <div className="site-header-right">{right}</div>
    </Layout.Header>
  );
}

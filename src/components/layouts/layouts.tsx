import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { Link, Outlet } from 'react-router-dom';
import { SITE } from '@/config/site';
import { SiteFooter } from './site-footer';

export interface FrameProps {
  /** The header the app composes (menu and user area). */
  header: ReactNode;
}

/** Workbench, findJob, helpCenter, authentication, myUserInfo and accountToBeCredited. */
export function CommonLayout({ header }: FrameProps) {
  return (
    <Layout className="layout layout-common">
      {header}
      <Layout.Content className="layout-content">
        <Outlet />
      </Layout.Content>
      <SiteFooter />
    </Layout>
  );
}

/** The landing page: full-width content between header and footer. */
export function HomepageLayout({ header }: FrameProps) {
  return (
    <Layout className="layout layout-homepage">
      {header}
      <Layout.Content>
        <Outlet />
      </Layout.Content>
      <SiteFooter />
    </Layout>
  );
}

/** Reading pages (agreement, not found): a narrow centred column. */
export function InfoLayout({ header }: FrameProps) {
  return (
    <Layout className="layout layout-info">
      {header}
      <Layout.Content className="layout-content layout-content-narrow">
        <Outlet />
      </Layout.Content>
      <SiteFooter />
    </Layout>
  );
}

/** The login page: brand panel beside the form. */
export function LoginLayout() {
  return (
    <Layout className="layout layout-login">
      <Layout.Content className="login-stage">
        <div className="login-panel">
          <aside className="login-brand">
            <Link to="/" className="login-brand-home" aria-label="返回首页">
              <div className="login-brand-mark">JY</div>
              <h2>{SITE.name}</h2>
            </Link>
            <p>人力资源公司接单、提交候选人、签约与结算，一站完成。</p>
          </aside>
          <div className="login-form-area">
            <Outlet />
          </div>
        </div>
      </Layout.Content>
      <SiteFooter />
    </Layout>
  );
}

/** Pages reached from a link that need a login but not the full menu (contract signing, activation). */
export function AccessLoginLayout({ header }: FrameProps) {
  return (
    <Layout className="layout layout-access-login">
      {header}
      <Layout.Content className="layout-content layout-content-narrow">
        <Outlet />
      </Layout.Content>
      <SiteFooter />
    </Layout>
  );
}

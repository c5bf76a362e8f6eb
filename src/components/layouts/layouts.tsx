import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { SITE } from '@/config/site';
import { paths } from '@/config/paths';

export interface FrameProps {
  /** The header the app composes (menu and user area). */
  header: ReactNode;
  /** The footer the app composes (the operator's details come from the server). */
  footer: ReactNode;
}

/**
 * Header, the route's content, footer: what every layout but the login page's is. Plain markup (styles/light-*.css
 * gives it the column antd's Layout gave): the frames of the public pages load no antd.
 */
function Frame({ header, footer, name, contentClass }: FrameProps & { name: string; contentClass?: string }) {
  return (
    <div className={`layout layout-${name}`}>
      {header}
      <main className={`layout-main${contentClass ? ` ${contentClass}` : ''}`}>
        <Outlet />
      </main>
      {footer}
    </div>
  );
}

/** Workbench, findJob, helpCenter, authentication, myUserInfo and accountToBeCredited. */
export const CommonLayout = ({ header, footer }: FrameProps) => (
  <Frame header={header} footer={footer} name="common" contentClass="layout-content" />
);

/** The landing page: full-width content between header and footer. */
export const HomepageLayout = ({ header, footer }: FrameProps) => <Frame header={header} footer={footer} name="homepage" />;

/** Reading pages (agreement, not found): a narrow centred column. */
export const InfoLayout = ({ header, footer }: FrameProps) => (
  <Frame header={header} footer={footer} name="info" contentClass="layout-content layout-content-narrow" />
);

/** Pages reached from a link that need a login but not the full menu (contract signing, activation). */
export const AccessLoginLayout = ({ header, footer }: FrameProps) => (
  <Frame header={header} footer={footer} name="access-login" contentClass="layout-content layout-content-narrow" />
);

/** The login page: brand panel beside the form. */
export function LoginLayout({ footer }: Pick<FrameProps, 'footer'>) {
  return (
    <div className="layout layout-login">
      <main className="layout-main login-stage">
        <div className="login-panel">
          <aside className="login-brand">
            <Link to={paths.home} className="login-brand-home">
              <div className="login-brand-mark">JY</div>
              <h2>{SITE.name}</h2>
            </Link>
            <p>人力资源公司接单、提交候选人、签约与结算，一站完成。</p>
          </aside>
          <div className="login-form-area">
            <Outlet />
          </div>
        </div>
      </main>
      {footer}
    </div>
  );
}

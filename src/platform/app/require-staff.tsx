import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { may } from './use-menu';
import type { ScreenKey } from './use-menu';
import { MENU } from './use-menu';
import { PLATFORM_PATHS } from './paths';
import { useStaff } from './use-staff';

/** Logged out → the login page. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const staff = useStaff();
  const { pathname } = useLocation();
  if (!staff) return <Navigate to={PLATFORM_PATHS.login} replace state={{ from: pathname }} />;
  return children;
}

/** A screen the role may not open (typed in, or a link from a wider role): said so, nothing called. */
export function RoleGate({ screen, children }: { screen: ScreenKey; children: ReactNode }) {
  const staff = useStaff();
  const entry = MENU.find((m) => m.key === screen);
  if (entry && !may(staff?.role, entry.opensWith))
    return (
      <div className="console-denied" role="alert">
        <h1>无权访问</h1>
        <p>您的角色不能使用此功能，请联系管理员</p>
      </div>
    );
  return children;
}

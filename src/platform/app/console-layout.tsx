import { NavLink, Outlet } from 'react-router-dom';
import { STAFF_ROLE_LABELS } from '@contract/platform/http.meta';
import { LightButton } from '@/components/light/button';
import { HeaderDrawer } from '@/components/layouts/header-drawer';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useLogout } from './use-logout';
import { menuFor } from './use-menu';
import { useStaff } from './use-staff';
import { PLATFORM_PATHS } from './paths';

function MenuLinks() {
  const staff = useStaff();
  return (
    <ul className="console-menu">
      {menuFor(staff?.role).map((entry) => (
        <li key={entry.key}>
          <NavLink to={entry.path} end={entry.path === PLATFORM_PATHS.todo}>
            {entry.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The console's frame, plain markup: the header (who is logged in, 退出登录), the menu (below 768 px in the
 * header's drawer, a native modal dialog) and the screen.
 */
export function ConsoleLayout() {
  const staff = useStaff();
  const phone = useMediaQuery(PHONE_QUERY);
  const logout = useLogout();
  return (
    <div className="console-frame">
      <header className="console-header">
        {phone && (
          <HeaderDrawer menu={[]} selectedKeys={[]}>
            <nav aria-label="主菜单" className="console-drawer-nav">
              <MenuLinks />
            </nav>
          </HeaderDrawer>
        )}
        <span className="console-brand">平台运营后台</span>
        <span className="console-who">
          {staff?.name}
          {staff ? `（${STAFF_ROLE_LABELS[staff.role] ?? staff.role}）` : ''}
        </span>
        <LightButton onClick={() => void logout()}>退出登录</LightButton>
      </header>
      <div className="console-body">
        {!phone && (
          <nav className="console-side" aria-label="主菜单">
            <MenuLinks />
          </nav>
        )}
        <main className="console-main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

import { lazy, Suspense } from 'react';
import { Space } from 'antd';
import { SiteHeader } from '@/components/layouts/site-header';
import type { HeaderMenuItem } from '@/components/layouts/site-header';
import { paths } from '@/config/paths';
import { selectIsLoggedIn } from '@/lib/state/global-slice';
import { UserMenu, UserTipsModal } from '@/features/login/header';
import { useAppSelector } from './hooks';

// Its own chunk: the bell, its socket and its list never weigh on the header's first paint.
const NoticeBell = lazy(() => import('@/features/notifications/bell'));

const publicMenu: HeaderMenuItem[] = [
  { key: 'home', label: '首页', to: paths.home },
  { key: 'findJob', label: '找工作', to: paths.findJob },
  { key: 'helpCenter', label: '帮助中心', to: paths.helpCenter },
];

// Logged in, the homepage entry is the workbench (/ and /workbench share its key).
const memberMenu: HeaderMenuItem[] = [{ key: 'home', label: '工作台', to: paths.workbench }, ...publicMenu.slice(1)];

/** The header every layout uses: menu by session, the user area, and the user-tips modal. */
export function AppHeader({ withMenu = true }: { withMenu?: boolean }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <>
      <SiteHeader
        menu={withMenu ? (loggedIn ? memberMenu : publicMenu) : []}
        right={
          loggedIn ? (
            <Space size="small">
              <Suspense fallback={null}>
                <NoticeBell />
              </Suspense>
              <UserMenu />
            </Space>
          ) : (
            <UserMenu />
          )
        }
      />
      <UserTipsModal />
    </>
  );
}

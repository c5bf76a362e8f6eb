import { lazy, Suspense, type ReactNode } from 'react';
import { SiteHeader } from '@/components/layouts/site-header';
import type { HeaderMenuItem } from '@/components/layouts/site-header';
import { paths } from '@/config/paths';
import { selectIsLoggedIn } from '@/lib/state/global-slice';
import { UserDrawerEntries, UserMenu, UserTipsModal } from '@/features/login/header';
import { useNamePromptDue } from '@/lib/state/name-prompt';
import { useAppSelector } from './hooks';

// Only a logged-in user can have something to verify: visitors never load it (plain markup, no antd).
const VerificationTips = lazy(() => import('@/features/verification/tips').then((m) => ({ default: m.VerificationTips })));
// Loaded only when a login asks for the person's name.
const NamePrompt = lazy(() => import('@/features/user/name-prompt').then((m) => ({ default: m.NamePrompt })));

const publicMenu: HeaderMenuItem[] = [
  { key: 'home', label: '首页', to: paths.home },
  { key: 'findJob', label: '找工作', to: paths.findJob },
  { key: 'helpCenter', label: '帮助中心', to: paths.helpCenter },
];

// Logged in, the homepage entry is the workbench (/ and /workbench share its key).
const memberMenu: HeaderMenuItem[] = [{ key: 'home', label: '工作台', to: paths.workbench }, ...publicMenu.slice(1)];

/**
 * The header every layout uses: menu by session, the user area (with the notice bell, which the router hands in
 * already lazy), the user-tips modal and the verification banner. On a phone the menu and the user's entries
 * live in the header's drawer; the bell (or the login link) stays in the bar.
 */
export function AppHeader({ withMenu = true, bell = null }: { withMenu?: boolean; bell?: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const askName = useNamePromptDue();
  return (
    <>
      <SiteHeader
        menu={withMenu ? (loggedIn ? memberMenu : publicMenu) : []}
        right={
          loggedIn ? (
            <span className="site-header-user">
              {bell}
              <UserMenu />
            </span>
          ) : (
            <UserMenu />
          )
        }
        drawer={loggedIn ? <UserDrawerEntries /> : null}
      />
      <UserTipsModal />
      {loggedIn && (
        <Suspense fallback={null}>
          <VerificationTips />
        </Suspense>
      )}
      {loggedIn && askName && (
        <Suspense fallback={null}>
          <NamePrompt />
        </Suspense>
      )}
    </>
  );
}

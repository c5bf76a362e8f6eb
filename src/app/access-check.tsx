import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { CHANNEL_PARAMS, paths } from '@/config/paths';
import { selectIsLoggedIn } from '@/lib/state/global-slice';
import { useAppSelector } from './hooks';

/** Where a logged-out visitor of `location` is sent: /login?redirect=<where>&sid&sourcecode. */
export function loginRedirectFor({ pathname, search }: { pathname: string; search: string }): string {
  const current = new URLSearchParams(search);
  const query = new URLSearchParams({ redirect: `${pathname}${search}` });
  for (const key of CHANNEL_PARAMS) {
    const value = current.get(key);
    if (value) query.set(key, value);
  }
  return `${paths.login}?${query.toString()}`;
}

/** Guards login-only screens: a logged-out user goes to /login and comes back after logging in. */
export function AccessCheck({ children }: { children?: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  if (!loggedIn) return <Navigate to={loginRedirectFor(location)} replace />;
  return children ?? <Outlet />;
}

import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ConsoleApp } from '@/platform/app/console-app';
import { consoleRoutes } from '@/platform/app/router';
import { makePlatformStore } from '@/platform/app/store';
import { onStaffSessionEnded } from '@/platform/http/client';
import { platformApi } from '@/platform/http/api';
import { STAFF_SESSION_KEY } from '@/platform/http/staff-session';
import type { StaffSession } from '@/platform/http/staff-session';

export const staffOf = (role: StaffSession['role'], over: Partial<StaffSession> = {}): StaffSession => ({
  token: 'staff-token',
  refreshToken: 'staff-refresh',
  name: '王审核',
  phone: '13900001111',
  role,
  ...over,
});

/** The console as platform.html starts it (store, routes, the 401 wiring), on a memory router at `path`. */
export function renderConsole(path: string, session?: StaffSession) {
  if (session) localStorage.setItem(STAFF_SESSION_KEY, JSON.stringify(session));
  const store = makePlatformStore();
  const router = createMemoryRouter(consoleRoutes(), { initialEntries: [path] });
  onStaffSessionEnded(() => {
    store.dispatch(platformApi.util.resetApiState());
    void router.navigate('/platform/login', { replace: true });
  });
  const view = render(
    <ConsoleApp store={store}>
      <RouterProvider router={router} />
    </ConsoleApp>,
  );
  return { ...view, router, store };
}

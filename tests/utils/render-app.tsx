import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { GlobalState } from '@/lib/state/global-slice';
import { initialGlobalState } from '@/lib/state/global-slice';
import { AppProvider } from '@/app/provider';
import { buildRoutes } from '@/app/router';
import type { RouteOptions } from '@/app/router';
import { wireSession } from '@/app/session';
import { PERSIST_STORAGE_KEY, makeStore } from '@/app/store';
import { onCleanup, stopPersistor } from './cleanups';

/** Writes `global` the way redux-persist does, as a previous visit (or another tab) would have left it. */
export function persistGlobal(global: Partial<GlobalState>): string {
  const value = JSON.stringify({
    global: JSON.stringify({ ...initialGlobalState, ...global }),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });
  localStorage.setItem(PERSIST_STORAGE_KEY, value);
  return value;
}

export const loggedIn: Partial<GlobalState> = {
  token: 'tok-1',
  refreshToken: 'ref-1',
  userName: '张经理',
  supplierId: 'sup-1',
  isMain: true,
  verifyStatus: 2,
};

export interface RenderAppOptions extends RouteOptions {
  /** The persisted `global` slice the app starts from (restored before the app renders). */
  global?: Partial<GlobalState>;
}

/** The whole app (provider, persistence, routes, session wiring) at `path`, on a memory router. */
export function renderApp(path: string, { global, ...routeOptions }: RenderAppOptions = {}) {
  if (global) persistGlobal(global);
  const { store, persistor } = makeStore();
  const router = createMemoryRouter(buildRoutes(routeOptions), { initialEntries: [path] });
  const unwire = wireSession(store, router);
  onCleanup(async () => {
    unwire();
    router.dispose();
    await stopPersistor(persistor);
  });
  const view = render(
    <AppProvider store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, store, persistor, router, where };
}

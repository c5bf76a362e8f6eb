import { createMemoryRouter } from 'react-router-dom';
import { setToaster } from '@/lib/http';
import { loginInfoSet } from '@/lib/state/global-slice';
import { wireSession } from '@/app/session';
import { makeStore } from '@/app/store';
import { onCleanup, stopPersistor, whenRehydrated } from './cleanups';

export interface Toasts {
  error: string[];
  warning: string[];
  /** Dialogs' titles (a removed member's message). */
  alert: string[];
  all: () => string[];
}

/** Records the http layer's toasts instead of showing them. */
export function captureToasts(): Toasts {
  const toasts: Toasts = { error: [], warning: [], alert: [], all: () => [...toasts.error, ...toasts.warning] };
  setToaster({ error: (m) => toasts.error.push(m), warning: (m) => toasts.warning.push(m), alert: (title) => toasts.alert.push(title) });
  return toasts;
}

export interface SessionOptions {
  token?: string;
  refreshToken?: string;
  /** Where the user is (for sid and sourcecode). */
  at?: string;
}

/** A store (restored) and a router wired to the http layer, as the app does it, with a logged-in user by default. */
export async function setupSession({
  token = 'tok-old',
  refreshToken = 'ref-1',
  at = '/workbench/order?sid=S1&sourcecode=C1',
}: SessionOptions = {}) {
  const { store, persistor } = makeStore();
  await whenRehydrated(persistor);
  if (token) store.dispatch(loginInfoSet({ token, refreshToken, userName: '张经理' }));
  const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: [at] });
  const unwire = wireSession(store, router);
  const toasts = captureToasts();
  onCleanup(async () => {
    unwire();
    router.dispose();
    await stopPersistor(persistor);
  });
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { store, persistor, router, toasts, where };
}

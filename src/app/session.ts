import { sameData } from '@/lib/same-data';
import type { login } from '@contract/index';
import { baseApi, call, configureSession } from '@/lib/http';
import { globalSlice, loginInfoSet, sessionCleared, supplierInfoSet, supplierLeft, syncedFromOtherTab } from '@/lib/state/global-slice';
import type { GlobalState } from '@/lib/state/global-slice';
import type { AppStore } from './store';
import { PERSIST_STORAGE_KEY } from './store';
import { LOGIN_PATHS } from '@contract/login.meta';

export interface SessionRouter {
  navigate(to: string, options?: { replace?: boolean; flushSync?: boolean }): unknown;
  state: { location: { pathname: string; search: string } };
}

/** The persisted `global` slice inside a `persist:root` value, or null when it was removed or is unreadable. */
export function readPersistedGlobal(raw: string | null): Partial<GlobalState> | null {
  if (!raw) return null;
  try {
    const outer = JSON.parse(raw) as { global?: string };
    return outer.global ? (JSON.parse(outer.global) as Partial<GlobalState>) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps this tab's `global` equal to what another tab persisted: a token refreshed there is used here, and a
 * logout there logs this tab out at once (the access check then sends it to /login).
 */
export function listenToOtherTabs(store: AppStore, win: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== PERSIST_STORAGE_KEY && event.key !== null) return;
    const action = syncedFromOtherTab(readPersistedGlobal(event.key === null ? null : event.newValue));
    const current = store.getState().global;
    // Writing back what we just read fires no event in the other tab, so the tabs settle instead of echoing.
    if (sameData(globalSlice.reducer(current, action), current)) return;
    store.dispatch(action);
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}

/** Connects the http layer to this store and router; returns a function that disconnects it. */
export function wireSession(store: AppStore, router: SessionRouter): () => void {
  configureSession({
    getToken: () => store.getState().global.token,
    getRefreshToken: () => store.getState().global.refreshToken,
    getSupplierId: () => store.getState().global.supplierId,
    tokensRefreshed: (tokens) => store.dispatch(loginInfoSet(tokens)),
    sessionEnded: () => store.dispatch(sessionCleared()),
    getSupplierName: () => store.getState().global.turingAccountInfo?.supplierInfo?.supplierName ?? '',
    supplierLeft: () => {
      store.dispatch(supplierLeft());
      // Nothing read for the company stays on screen or in the cache.
      store.dispatch(baseApi.util.resetApiState());
    },
    // A plain call, not the request cache: the call that met 920 may itself be the cached login-info query,
    // and joining it from inside its own error handling would wait forever.
    reloadLoginInfo: async () => {
      const info = await call<typeof login.getLoginInfo>({ path: LOGIN_PATHS.getLoginInfo }, {});
      store.dispatch(supplierInfoSet(info));
    },
    // flushSync: the new location commits before the session is cleared, so a guarded screen never sees both.
    navigate: (to) => void router.navigate(to, { replace: true, flushSync: true }),
    location: () => router.state.location,
  });
  const stopListening = listenToOtherTabs(store);
  return () => {
    stopListening();
    configureSession(null);
  };
}

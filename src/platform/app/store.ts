import { configureStore } from '@reduxjs/toolkit';
import { platformApi } from '../http/api';

/** The console's store: the request cache alone (the session lives in its own storage key, http/staff-session.ts). */
export function makePlatformStore() {
  return configureStore({
    reducer: { [platformApi.reducerPath]: platformApi.reducer },
    middleware: (getDefault) => getDefault().concat(platformApi.middleware),
  });
}

export type PlatformStore = ReturnType<typeof makePlatformStore>;
export type PlatformDispatch = PlatformStore['dispatch'];

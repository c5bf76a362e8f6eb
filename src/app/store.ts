import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import type { Persistor } from 'redux-persist';
// Not 'redux-persist/lib/storage': that CommonJS build breaks the Vite production bundle (DESIGN.md).
import storage from 'redux-persist/es/storage';
import { baseApi } from '@/lib/http';
import { friendlyLinkSlice } from '@/lib/state/friendly-link-slice';
import { globalSlice, sessionCleared, syncedFromOtherTab } from '@/lib/state/global-slice';
import { seoModalSlice } from '@/lib/state/seo-modal-slice';

/** localStorage key `persist:root`; only `global` is written there (spec §3). */
export const PERSIST_KEY = 'root';
export const PERSIST_STORAGE_KEY = `persist:${PERSIST_KEY}`;
export const PERSIST_TIMEOUT_MS = 5000;

const rootReducer = combineReducers({
  [globalSlice.reducerPath]: globalSlice.reducer,
  [seoModalSlice.reducerPath]: seoModalSlice.reducer,
  [friendlyLinkSlice.reducerPath]: friendlyLinkSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export const persistConfig = { key: PERSIST_KEY, storage, whitelist: [globalSlice.reducerPath], timeout: PERSIST_TIMEOUT_MS };

export function makeStore(preloadedState?: Partial<RootState>) {
  // One persisted reducer per store: redux-persist keeps its bookkeeping (paused, purged) in this closure.
  const persistedReducer = persistReducer(persistConfig, rootReducer);
  const listener = createListenerMiddleware();
  // Ending a session also forgets the cached server data and the persisted copy.
  listener.startListening({
    actionCreator: sessionCleared,
    effect: (_action, api) => {
      api.dispatch(baseApi.util.resetApiState());
      void persistor.purge();
    },
  });
  listener.startListening({
    actionCreator: syncedFromOtherTab,
    effect: (action, api) => {
      if (!action.payload?.token) api.dispatch(baseApi.util.resetApiState());
    },
  });

  const store = configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as never,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
        .prepend(listener.middleware)
        .concat(baseApi.middleware),
  });
  const persistor: Persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '@/styles/global.css';
import '@/styles/light-buttons.css';
import '@/styles/light-fields.css';
import '@/styles/light-blocks.css';
import '@/styles/light-pager.css';
import '@/styles/light-nav.css';
import '@/styles/light-cards.css';
// After light-*.css, so the kit's rules of the same weight (tag colours, input padding) win over the shared ones.
import '@/components/light/kit.css';
import '@/styles/header.css';
import '@/styles/header-menus.css';
import '@/styles/page-frame.css';
import '@/styles/side-nav.css';
import '@/styles/header-drawer.css';
import '@/styles/login.css';
import '@/styles/home.css';
import '@/styles/home-sections.css';
import '@/styles/blocks.css';
import '@/styles/public-pages.css';
import '@/styles/task-detail.css';
import '@/styles/workbench-pages.css';
import { applyPlatformClasses } from '@/lib/platform';
import { catchEarlyErrors, initSentry } from '@/lib/sentry';
import { AppProvider } from '@/app/provider';
import { createAppRouter, preloadCurrentRoute } from '@/app/router';
import { wireSession } from '@/app/session';
import { makeStore } from '@/app/store';

catchEarlyErrors();
applyPlatformClasses();

const { store, persistor } = makeStore();
const router = createAppRouter();
wireSession(store, router);

/** The persisted state is back (redux-persist reads it from localStorage, asynchronously). */
const rehydrated = new Promise<void>((resolve) => {
  const done = () => persistor.getState().bootstrapped;
  if (done()) return resolve();
  const unsubscribe = persistor.subscribe(() => {
    if (done()) {
      unsubscribe();
      resolve();
    }
  });
});

// The static shell of index.html stays until the page can replace it in one step: the restored session and the
// current page's code first, so the first render is the page (no spinner in between, nothing jumps).
// The first render is a transition: React renders it in slices of a few milliseconds, yielding to the browser in
// between, instead of one long task a slow phone cannot answer input during. The shell stays on screen meanwhile
// and is replaced in one commit, as before.
void Promise.all([rehydrated, preloadCurrentRoute(router)]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider store={store} persistor={persistor}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
});

// Error reporting loads after the first paint, in its own chunk.
requestAnimationFrame(() => setTimeout(() => void initSentry(), 0));

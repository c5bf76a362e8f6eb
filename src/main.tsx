import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '@/styles/global.css';
import '@/styles/layout.css';
import '@/styles/login.css';
import '@/styles/home.css';
import '@/styles/pages.css';
import { applyPlatformClasses } from '@/lib/platform';
import { initSentry } from '@/lib/sentry';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { wireSession } from '@/app/session';
import { makeStore } from '@/app/store';

applyPlatformClasses();

const { store, persistor } = makeStore();
const router = createAppRouter();
wireSession(store, router);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);

// Error reporting loads after the first paint, in its own chunk.
requestAnimationFrame(() => setTimeout(() => void initSentry(), 0));

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '@/styles/global.css';
import '@/styles/light-buttons.css';
import '@/styles/light-fields.css';
import '@/styles/light-blocks.css';
import '@/styles/light-pager.css';
import '@/styles/light-nav.css';
import '@/styles/light-cards.css';
// After light-*.css, so the kit's rules of the same weight win over the shared ones (as in the supplier's entry).
import '@/components/light/kit.css';
import '@/styles/header-drawer.css';
import './platform.css';
import { ConsoleApp } from './app/console-app';
import { createConsoleRouter } from './app/router';
import { makePlatformStore } from './app/store';
import { onStaffSessionEnded } from './http/client';
import { platformApi } from './http/api';
import { PLATFORM_PATHS } from './app/paths';

const store = makePlatformStore();
const router = createConsoleRouter();
// A 401 or a refused refresh: forget what was read for the ended session and go to the login page.
onStaffSessionEnded(() => {
  store.dispatch(platformApi.util.resetApiState());
  void router.navigate(PLATFORM_PATHS.login, { replace: true });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConsoleApp store={store}>
      <RouterProvider router={router} />
    </ConsoleApp>
  </StrictMode>,
);

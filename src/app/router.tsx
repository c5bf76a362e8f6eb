import { Suspense, lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import type { DataRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AccessLoginLayout, CommonLayout, HomepageLayout, InfoLayout, LoginLayout } from '@/components/layouts/layouts';
import { CHUNK_TIMEOUT_MS, lazyScreen, preloadableLazy, withAntdScope } from '@/components/ui/lazy-screen';
import type { ScreenModule } from '@/components/ui/lazy-screen';
import { paths, titles } from '@/config/paths';
import type { RouteName } from '@/config/paths';
import { resolveRouterBase } from '@/config/router-base';
import { AccessCheck } from './access-check';
import { HeaderPlaceholder } from '@/components/layouts/header-placeholder';
import { AppFooter } from './app-footer';
import { RootFrame } from './root-frame';
import { RouteError } from './route-error';

/**
 * The header (antd's Menu, the user area) is its own chunk: the login page has none, and elsewhere the placeholder
 * holds its place meanwhile. Should the chunk fail to load, the placeholder stays: the page still works.
 */
const LazyAppHeader = preloadableLazy(() =>
  import('./app-header').then(
    (m) => ({ default: m.AppHeader }),
    () => ({ default: HeaderPlaceholder }),
  ),
);
/**
 * The notice bell (its socket and count; plain markup, its list's antd widgets load when it opens) is a chunk of
 * its own, imported from here rather than from the header so the header's chunk carries no import map for it
 * (scripts/check-budgets.mjs).
 */
const LazyNoticeBell = lazy(() => import('@/features/notifications/bell'));
const noticeBell = (
  <Suspense fallback={null}>
    <LazyNoticeBell />
  </Suspense>
);
const appHeader = (withMenu = true) => (
  <Suspense fallback={<HeaderPlaceholder />}>
    <LazyAppHeader withMenu={withMenu} bell={noticeBell} />
  </Suspense>
);

/** One module per screen; each becomes its own chunk. */
export const screenLoaders: Record<RouteName, () => Promise<ScreenModule>> = {
  login: () => import('./routes/login'),
  agreementService: () => import('./routes/agreement-service'),
  signPartialContract: () => import('./routes/sign-partial-contract'),
  accountActivation: () => import('./routes/account-activation'),
  home: () => import('./routes/home'),
  workbench: () => import('./routes/workbench'),
  workbenchTab: () => import('./routes/workbench'),
  order: () => import('./routes/order'),
  candidateList: () => import('./routes/candidate-list'),
  settlementManagement: () => import('./routes/settlement-management'),
  checkSettlementList: () => import('./routes/check-settlement-list'),
  confirmSettlementList: () => import('./routes/confirm-settlement-list'),
  confessionRecord: () => import('./routes/confession-record'),
  findJob: () => import('./routes/find-job'),
  workDetail: () => import('./routes/work-detail'),
  helpCenter: () => import('./routes/help-center'),
  helpCenterDetail: () => import('./routes/help-center-detail'),
  authentication: () => import('./routes/authentication'),
  myUserInfo: () => import('./routes/my-user-info'),
  accountToBeCredited: () => import('./routes/account-to-be-credited'),
  shareTalent: () => import('./routes/share-talent'),
  notFound: () => import('./routes/not-found'),
};

/**
 * The pages a visitor lands on, and the workbench overview a user lands on after login, drawn without antd
 * (components/light): their first load carries no antd styling engine. Every other screen arrives inside
 * AntdScope (antd in Chinese, the portal's theme) with its antd code.
 */
const LIGHT_SCREENS: ReadonlySet<RouteName> = new Set([
  'login',
  'home',
  'findJob',
  'workbench',
  'workbenchTab',
  'order',
  'confessionRecord',
  'settlementManagement',
  'checkSettlementList',
  'confirmSettlementList',
  'authentication',
  'candidateList',
  'signPartialContract',
  'myUserInfo',
  'accountToBeCredited',
  'workDetail',
]);

export interface RouteOptions {
  /** How long a screen's chunk may take before the failure screen shows (tests shorten it). */
  chunkTimeoutMs?: number;
  loaders?: Partial<Record<RouteName, () => Promise<ScreenModule>>>;
}

export function buildRoutes({ chunkTimeoutMs = CHUNK_TIMEOUT_MS, loaders = {} }: RouteOptions = {}): RouteObject[] {
  const screen = (name: RouteName, path: string = paths[name]): RouteObject => {
    const load = loaders[name] ?? screenLoaders[name];
    const Screen = lazyScreen(LIGHT_SCREENS.has(name) ? load : withAntdScope(load), chunkTimeoutMs);
    return { path, element: <Screen />, handle: { title: titles[name], preload: Screen.preload } };
  };
  const withHeader = { preload: LazyAppHeader.preload };
  const header = appHeader();
  const footer = <AppFooter />;

  return [
    {
      element: <RootFrame />,
      errorElement: <RouteError />,
      children: [
        { element: <LoginLayout footer={footer} />, children: [screen('login')] },
        { element: <HomepageLayout header={header} footer={footer} />, handle: withHeader, children: [screen('home')] },
        {
          element: <InfoLayout header={header} footer={footer} />,
          handle: withHeader,
          children: [screen('agreementService'), screen('shareTalent'), screen('notFound'), screen('notFound', '*')],
        },
        {
          element: (
            <AccessCheck>
              <AccessLoginLayout header={appHeader(false)} footer={footer} />
            </AccessCheck>
          ),
          handle: withHeader,
          children: [screen('signPartialContract')],
        },
        // An invitation link opens without login: it shows the invitation and leads to /login and back itself.
        {
          element: <AccessLoginLayout header={appHeader(false)} footer={footer} />,
          handle: withHeader,
          children: [screen('accountActivation')],
        },
        {
          element: <CommonLayout header={header} footer={footer} />,
          handle: withHeader,
          children: [
            screen('findJob'),
            // Public: a logged-out visitor sees the task's headline and a login prompt instead of its details.
            screen('workDetail'),
            screen('helpCenter'),
            screen('helpCenterDetail'),
            {
              element: <AccessCheck />,
              children: [
                screen('workbench'),
                screen('workbenchTab'),
                screen('order'),
                screen('candidateList'),
                screen('settlementManagement'),
                screen('checkSettlementList'),
                screen('confirmSettlementList'),
                screen('confessionRecord'),
                screen('authentication'),
                screen('myUserInfo'),
                screen('accountToBeCredited'),
              ],
            },
          ],
        },
      ],
    },
  ];
}

/**
 * Fetches the code of what the router's current location shows (its screen, and the header where its layout has
 * one), so the first render is the page itself rather than a spinner standing in for it.
 */
export function preloadCurrentRoute(router: DataRouter): Promise<void> {
  const preloads = router.state.matches.map((match) => (match.route.handle as { preload?: () => Promise<void> } | undefined)?.preload?.());
  return Promise.all(preloads).then(() => undefined);
}

export function createAppRouter(options?: RouteOptions) {
  return createBrowserRouter(buildRoutes(options), { basename: resolveRouterBase() });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

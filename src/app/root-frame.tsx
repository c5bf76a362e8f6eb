import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { menuStateFor } from '@/components/layouts/menu-keys';
import { GlobalLoadingBar } from '@/components/ui/global-loading-bar';
import { HOME_TITLE } from '@/config/paths';
import { SITE } from '@/config/site';
import { applyDocumentMeta, usePageMetaOverride } from '@/lib/page-meta';
import { usePageViewTracking } from '@/lib/tracking';
import { useLoginInfoSync } from '@/features/login/header';
import { selectIsLoading } from '@/lib/http';
import { menuSelected } from '@/lib/state/global-slice';
import { useAppDispatch, useAppSelector } from './hooks';

export interface RouteHandle {
  title: string;
}

const titleOf = (handle: unknown): string | undefined =>
  handle && typeof handle === 'object' && 'title' in handle && typeof handle.title === 'string' ? handle.title : undefined;

/**
 * document.title follows the deepest matched route that has one, unless the page on screen refined it (a task's
 * or an article's title); description and keywords are the page's, else the site's.
 */
export function useRouteTitle(): void {
  const matches = useMatches();
  const routeTitle =
    matches
      .map((match) => titleOf(match.handle))
      .filter(Boolean)
      .at(-1) ?? HOME_TITLE;
  const page = usePageMetaOverride();
  const title = page?.title || routeTitle;
  const description = page?.description || SITE.description;
  const keywords = page?.keywords || SITE.keywords;
  useEffect(() => {
    applyDocumentMeta({ title, description, keywords });
  }, [title, description, keywords]);
}

/** horizontalSelectedUrl, selectedKeys and openKeys (spec §3) follow every navigation. */
export function useMenuFollowsNavigation(): void {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const menu = menuStateFor(pathname);
    dispatch(menuSelected({ url: menu.horizontalSelectedUrl, selectedKeys: menu.selectedKeys, openKeys: menu.openKeys }));
  }, [pathname, dispatch]);
}

export function RootFrame() {
  useRouteTitle();
  useMenuFollowsNavigation();
  usePageViewTracking();
  useLoginInfoSync();
  const loading = useAppSelector(selectIsLoading);
  return (
    <>
      <GlobalLoadingBar active={loading} />
      <Outlet />
      {/* Every page load's first entry has the key 'default': keyed so, a load restored the position the last
          loaded page was left at (a long list's, under the sticky header). The path keys those instead. */}
      <ScrollRestoration getKey={(location) => (location.key === 'default' ? `load:${location.pathname}` : location.key)} />
    </>
  );
}

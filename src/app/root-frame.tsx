import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { HOME_TITLE } from '@/config/paths';
import { useLoginInfoSync } from '@/features/login/header';

export interface RouteHandle {
  title: string;
}

const titleOf = (handle: unknown): string | undefined =>
  handle && typeof handle === 'object' && 'title' in handle && typeof handle.title === 'string' ? handle.title : undefined;

/** document.title follows the deepest matched route that has one. */
export function useRouteTitle(): void {
  const matches = useMatches();
  const title = matches.map((match) => titleOf(match.handle)).filter(Boolean).at(-1) ?? HOME_TITLE;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export function RootFrame() {
  useRouteTitle();
  useLoginInfoSync();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

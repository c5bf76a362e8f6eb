declare global {
  interface Window {
    /** Set by the hosting page to serve the portal under a sub-path. */
    __ROUTER_BASE__?: string;
  }
}

/** The router base: window.__ROUTER_BASE__, else <meta name="router-base">, else '/'. */
export function resolveRouterBase(win: Window = window): string {
  const fromMeta = win.document.querySelector<HTMLMetaElement>('meta[name="router-base"]')?.content;
  const raw = (win.__ROUTER_BASE__ || fromMeta || '/').trim();
  const withSlash = raw.startsWith('/') ? raw : `/${raw}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : '/';
}

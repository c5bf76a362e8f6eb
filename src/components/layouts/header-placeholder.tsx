import { SITE } from '@/config/site';

/**
 * The header's frame while the real one (menu and user area, its own chunk) loads: the same box as SiteHeader and
 * as the static shell of index.html, so nothing moves when the menu arrives. Plain markup: no antd, no router.
 */
export function HeaderPlaceholder() {
  return (
    <header className="site-header">
      <a href="/" className="site-logo" title={`${SITE.name}首页`}>
        <span className="site-logo-mark" aria-hidden="true">
          JY
        </span>
        <span className="site-logo-text">{SITE.name}</span>
      </a>
    </header>
  );
}

import { SiteFooter } from '@/components/layouts/site-footer';
import { useSiteInfo } from '@/features/reference/site';
import { useFriendlyLinks } from '@/features/cms/footer';
import { useNearViewport } from '@/lib/use-near-viewport';

/**
 * The footer every layout uses, with the operator's details and the friendly links from the server. It sits below
 * the fold, so they are asked for as it comes near the viewport: 4 calls fewer, and no re-render or relayout, while
 * the page's own data loads (on a phone, the first screen of a visit that never scrolls down never asks at all).
 */
export function AppFooter() {
  const [ref, near] = useNearViewport<HTMLElement>();
  useFriendlyLinks(near);
  return <SiteFooter ref={ref} {...useSiteInfo(near)} />;
}

import { SiteFooter } from '@/components/layouts/site-footer';
import { useSiteInfo } from '@/features/reference/site';

/** The footer every layout uses, with the operator's details from the server. */
export function AppFooter() {
  return <SiteFooter {...useSiteInfo()} />;
}

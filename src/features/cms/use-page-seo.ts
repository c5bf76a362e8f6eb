import type { SeoPageCode } from '@contract/cms.meta';
import { useGetPageAndFriendlyLinks4SiteQuery } from './api';

export type { SeoPageCode };

/**
 * A page's description and keywords from the content service (what the server puts into the HTML for crawlers);
 * the same call brings the footer's friendly links.
 */
export function usePageSeo(pageCode: SeoPageCode): { description?: string; keywords?: string } {
  const { data } = useGetPageAndFriendlyLinks4SiteQuery({ pageCode });
  return { description: data?.page?.description || undefined, keywords: data?.page?.keywords || undefined };
}

/** The footer's friendly links on every page (into the friendlyLink slice), once `active`. */
export function useFriendlyLinks(active = true): void {
  useGetPageAndFriendlyLinks4SiteQuery({ pageCode: 'home' }, { skip: !active });
}

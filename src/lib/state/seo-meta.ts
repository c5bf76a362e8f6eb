import type { SeoModalState } from './seo-modal-slice';

/**
 * Where the route modules read their page metadata: the seoModal slice (spec §3) keeps what the pages' data calls
 * returned, and a page's title, description and keywords are made from it, so the document head and the slice
 * never tell two stories. Plain functions of the slice: no weight for the public pages that use them.
 */

/** The task the page shows, as its summary or detail call left it in `jobSeo`; undefined until that task's arrives. */
export function jobSeoOf<T extends { taskId: string }>(seo: SeoModalState, taskId: string): T | undefined {
  const job = seo.jobSeo as Partial<T>;
  return job.taskId === taskId ? (job as T) : undefined;
}

/** The help article on screen's title (`helpCenterArticleSeo`), once it has been shown. */
export function helpArticleTitleOf(seo: SeoModalState): string | undefined {
  return seo.helpCenterArticleSeo || undefined;
}

import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { env } from '@/config/env';
import { currentIdentity } from '../http/session-headers';
import { TRACKING, createTracker } from './tracker';

export { createTracker, batchesOf, TRACKING, TRACKING_BATCH_MAX, FLUSH_INTERVAL_MS, QUEUE_MAX, BODY_BYTES_MAX } from './tracker';
export type { Tracker, TrackerDeps } from './tracker';

/** The app's tracker: page views and key clicks to /bury/open/add. */
export const tracker = createTracker({ url: `${env.apiBase}${TRACKING.path}`, getIdentity: currentIdentity });

/** A key click (search, collect, take order, complaint, banner): a stable target name, not the button text. */
export const trackClick = (target: string, props?: Record<string, unknown>): void => tracker.click(target, props);

/** Records a page view on every route change and flushes (keepalive) when the page is hidden. */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    tracker.pageView(pathname);
  }, [pathname]);
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') tracker.flushOnHide();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', tracker.flushOnHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', tracker.flushOnHide);
    };
  }, []);
}

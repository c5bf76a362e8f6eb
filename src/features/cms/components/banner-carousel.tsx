import { Suspense, lazy, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { AD_POSITIONS } from '@contract/cms.meta';
import { useListAdsQuery } from '../api';
import { withAntdScope } from '@/components/ui/lazy-screen';
import { BannerSlide } from './banner-link';

// The carousel (antd's Carousel on react-slick, ~11 KB gzip) is not needed to show the first banner: that banner
// shows at once, in the same box, and the carousel takes over when its code arrives, asked for once the browser is
// idle (the first turn is 5 s away), so it never competes with the page's own first load.
const BannerSlides = lazy(withAntdScope(() => import('./banner-slides')));

function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(id);
  }, []);
  return idle;
}

/** The homepage banners (listAds4Site); without any (none configured, or the call failed) `fallback` shows. */
export function BannerCarousel({ fallback }: { fallback: ReactNode }) {
  const { data, isLoading } = useListAdsQuery({ position: AD_POSITIONS.homeBanner });
  const idle = useWhenIdle();
  if (isLoading) {
    return (
      <div className="banner-carousel banner-loading" aria-busy="true" aria-label="横幅加载中">
        <div className="banner-skeleton light-skeleton-title" />
      </div>
    );
  }
  if (!data?.length) return <>{fallback}</>;
  const first = <BannerSlide ad={data[0]} />;
  return (
    <section className="banner-carousel" aria-label="横幅广告">
      {data.length === 1 || !idle ? (
        first
      ) : (
        <Suspense fallback={first}>
          <BannerSlides ads={data} />
        </Suspense>
      )}
    </section>
  );
}

import type { ReactNode } from 'react';
import { AD_POSITIONS } from '@contract/cms.meta';
import { useListAds4SiteQuery } from '../api';
import { BannerSlide } from './banner-link';
import { BannerSlides } from './banner-slides';

/** The homepage banners (listAds4Site); without any (none configured, or the call failed) `fallback` shows. */
export function BannerCarousel({ fallback }: { fallback: ReactNode }) {
  const { data, isLoading } = useListAds4SiteQuery({ position: AD_POSITIONS.homeBanner });
  if (isLoading) {
    return (
      <div className="banner-carousel banner-loading" aria-busy="true" aria-label="横幅加载中">
        <div className="banner-skeleton light-skeleton-title" />
      </div>
    );
  }
  if (!data?.length) return <>{fallback}</>;
  // The first banner sits where the static shell of index.html drew it (the server puts it there): nothing moves.
  return (
    <section className="banner-carousel" aria-label="横幅广告">
      {data.length === 1 ? <BannerSlide ad={data[0]} /> : <BannerSlides ads={data} />}
    </section>
  );
}

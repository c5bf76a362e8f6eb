import type { ReactNode } from 'react';
import { Carousel, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import type { Ad } from '@contract/cms';
import { AD_POSITIONS } from '@contract/cms.meta';
import { trackClick } from '@/lib/tracking';
import { useListAdsQuery } from '../api';

function BannerLink({ ad, children }: { ad: Ad; children: ReactNode }) {
  const onClick = () => trackClick('home_banner', { adId: ad.id, title: ad.title });
  const url = ad.linkUrl ?? '';
  if (url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link to={url} onClick={onClick} className="banner-link">
        {children}
      </Link>
    );
  }
  if (/^https?:\/\//i.test(url)) {
    return (
      <a href={url} target="_blank" rel="noreferrer noopener" onClick={onClick} className="banner-link">
        {children}
      </a>
    );
  }
  return <div className="banner-link">{children}</div>;
}

/** The homepage banners (listAds4Site); without any (none configured, or the call failed) `fallback` shows. */
export function BannerCarousel({ fallback }: { fallback: ReactNode }) {
  const { data, isLoading } = useListAdsQuery({ position: AD_POSITIONS.homeBanner });
  if (isLoading) {
    return (
      <div className="banner-carousel banner-loading" aria-busy="true" aria-label="横幅加载中">
        <Skeleton.Node active className="banner-skeleton" />
      </div>
    );
  }
  if (!data?.length) return <>{fallback}</>;
  return (
    <section className="banner-carousel" aria-label="横幅广告">
      <Carousel autoplay autoplaySpeed={5000} dots={data.length > 1}>
        {data.map((ad) => (
          <div key={ad.id} className="banner-slide">
            <BannerLink ad={ad}>
              <img src={ad.imageUrl} alt={ad.title} className="banner-image" />
            </BannerLink>
          </div>
        ))}
      </Carousel>
    </section>
  );
}

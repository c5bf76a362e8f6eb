import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Ad } from '@contract/cms';
import { trackClick } from '@/lib/tracking';

/** One banner's image, linked to where the ad points (an inside path, or an outside page in a new tab). */
export function BannerSlide({ ad }: { ad: Ad }) {
  return (
    <div className="banner-slide">
      <BannerLink ad={ad}>
        <img src={ad.imageUrl} alt={ad.title} className="banner-image" />
      </BannerLink>
    </div>
  );
}

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

import { Carousel } from 'antd';
import type { Ad } from '@contract/cms';
import { BannerSlide } from './banner-link';

/** Two or more banners, turning every 5 s (banner-carousel.tsx loads this once the first banner shows). */
export default function BannerSlides({ ads }: { ads: Ad[] }) {
  return (
    <Carousel autoplay autoplaySpeed={5000} dots>
      {ads.map((ad) => (
        <BannerSlide key={ad.id} ad={ad} />
      ))}
    </Carousel>
  );
}

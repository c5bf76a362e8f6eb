import { useEffect, useRef } from 'react';
import { Carousel } from 'antd';
import type { Ad } from '@contract/cms';
import { BannerSlide } from './banner-link';

/**
 * react-slick hides the slides not on screen (and its loop's copies) with aria-hidden but leaves their links
 * focusable: a keyboard user would tab into invisible banners. Only the slide on screen keeps its links in the tab order.
 */
function focusOnlyTheShownSlide(root: HTMLElement | null) {
  root?.querySelectorAll('.slick-slide').forEach((slide) => {
    const hidden = slide.getAttribute('aria-hidden') === 'true';
    slide.querySelectorAll('a').forEach((link) => {
      link.tabIndex = hidden ? -1 : 0;
    });
  });
}

/** Two or more banners, turning every 5 s (banner-carousel.tsx loads this once the first banner shows). */
export default function BannerSlides({ ads }: { ads: Ad[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => focusOnlyTheShownSlide(ref.current), [ads]);
  return (
    <div ref={ref}>
      <Carousel autoplay autoplaySpeed={5000} dots afterChange={() => focusOnlyTheShownSlide(ref.current)}>
        {ads.map((ad) => (
          <BannerSlide key={ad.id} ad={ad} />
        ))}
      </Carousel>
    </div>
  );
}

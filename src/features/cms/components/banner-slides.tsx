import { useEffect, useState } from 'react';
import type { Ad } from '@contract/cms';
import { BannerSlide } from './banner-link';

/** How long a banner stays before the next one slides in. */
export const BANNER_TURN_MS = 5000;

/**
 * Two or more banners, turning every 5 s, with a dot per banner. Plain markup and a CSS transform (antd's Carousel
 * would bring react-slick and antd's styling engine to the home page). It pauses while the pointer or the focus is
 * on it (WCAG 2.2.2), and the banners not on screen are inert: out of the tab order and of what is read out.
 */
export function BannerSlides({ ads }: { ads: Ad[] }) {
  const [shown, setShown] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const current = shown % ads.length;
  useEffect(() => {
    if (hovered || focused) return;
    const timer = window.setInterval(() => setShown((n) => (n + 1) % ads.length), BANNER_TURN_MS);
    return () => window.clearInterval(timer);
  }, [hovered, focused, ads.length]);
  return (
    <div
      className="light-carousel"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="light-carousel-track" style={{ transform: `translateX(${-100 * current}%)` }}>
        {ads.map((ad, i) => (
          <div key={ad.id} className="light-carousel-slide" aria-hidden={i !== current} inert={i !== current}>
            <BannerSlide ad={ad} />
          </div>
        ))}
      </div>
      <div className="light-carousel-dots">
        {ads.map((ad, i) => (
          <button
            key={ad.id}
            type="button"
            className="light-carousel-dot"
            aria-label={`第 ${i + 1} 张：${ad.title}`}
            aria-current={i === current || undefined}
            onClick={() => setShown(i)}
          />
        ))}
      </div>
    </div>
  );
}

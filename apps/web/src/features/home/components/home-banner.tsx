import { useEffect, useState } from 'react';
import { useBanners, type Banner } from '../api';
import { BannerSlide } from './banner-slide';
import { DefaultHero } from './default-hero';

/** Slides change every 5 s; long enough to read a title and a subtitle. */
const AUTOPLAY_MS = 5000;

/** The top of 首页: the operator's banners as a carousel, or the product's own hero until they arrive. */
export function HomeBanner() {
  const { data: banners } = useBanners();
  if (banners && banners.length > 0) {
    return (
      <div data-testid="home-banner">
        <BannerCarousel banners={banners} />
      </div>
    );
  }
  return <DefaultHero />;
}

/**
 * The app's own carousel (a sliding track and dots) rather than antd's Carousel, whose slider
 * library weighs about as much as the rest of 首页 (docs/performance.md). It stops while the
 * pointer or the focus is on it; slides off screen are inert, so Tab never lands on them.
 */
function BannerCarousel({ banners }: { banners: Banner[] }) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const active = current < count ? current : 0;

  useEffect(() => {
    if (count < 2 || paused) {
      return undefined;
    }
    const timer = setTimeout(() => setCurrent((active + 1) % count), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [active, count, paused]);

  return (
    <div
      className="yzy-banner-carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="yzy-banner-track" style={{ transform: `translateX(-${active * 100}%)` }}>
        {banners.map((banner, i) => (
          <BannerSlide key={banner.id} banner={banner} current={i === active} />
        ))}
      </div>
      {count > 1 && (
        <div className="yzy-banner-dots">
          {banners.map((banner, i) => (
            <button
              key={banner.id}
              type="button"
              aria-label={`第${i + 1}张：${banner.title}`}
              aria-current={i === active}
              className="yzy-banner-dot"
              onClick={() => setCurrent(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

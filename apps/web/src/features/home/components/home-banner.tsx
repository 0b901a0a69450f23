import { Carousel } from 'antd';
import { useBanners } from '../api';
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
        <Carousel autoplay={{ dotDuration: true }} autoplaySpeed={AUTOPLAY_MS} className="yzy-banner-carousel">
          {banners.map((banner) => (
            <BannerSlide key={banner.id} banner={banner} />
          ))}
        </Carousel>
      </div>
    );
  }
  return <DefaultHero />;
}

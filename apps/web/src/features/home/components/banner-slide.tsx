import { TextButton } from '../../../components/text-button';
import { Link } from 'react-router';
import type { Banner } from '../api';

const isExternal = (link: string) => /^https?:\/\//.test(link);

/** One carousel slide: the banner's image (or gradient), title, subtitle and the way in. */
export function BannerSlide({ banner, current = true }: { banner: Banner; current?: boolean }) {
  const background = banner.image ? `center / cover no-repeat url(${JSON.stringify(banner.image)})` : banner.gradient;
  const action = (
    <TextButton size="large" className="yzy-banner-action">
      立即前往
    </TextButton>
  );
  return (
    <section className="yzy-hero yzy-banner-slide" style={{ background }} aria-label={banner.title} aria-hidden={!current} inert={!current}>
      <div className="yzy-container">
        <div className="yzy-hero-text">
          <h2 className="yzy-hero-title">{banner.title}</h2>
          <p className="yzy-hero-lead">{banner.subtitle}</p>
          {banner.link && (
            <div>
              {isExternal(banner.link) ? (
                <a href={banner.link} target="_blank" rel="noopener noreferrer">
                  {action}
                </a>
              ) : (
                <Link to={banner.link}>{action}</Link>
              )}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

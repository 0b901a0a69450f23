import { TextButton } from '../../../components/text-button';
import { Link } from 'react-router';
import { httpUrl, sitePath } from '../../../lib/safe-url';
import type { Banner } from '../api';

/** One carousel slide: the banner's image (or gradient), title, subtitle and the way in. */
export function BannerSlide({ banner, current = true }: { banner: Banner; current?: boolean }) {
  const image = httpUrl(banner.image) ?? sitePath(banner.image);
  const background = image ? `center / cover no-repeat url(${JSON.stringify(image)})` : banner.gradient;
  const external = httpUrl(banner.link);
  const internal = sitePath(banner.link);
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
          {(external ?? internal) && (
            <div>
              {external ? (
                <a href={external} target="_blank" rel="noopener noreferrer">
                  {action}
                </a>
              ) : (
                <Link to={internal ?? '/'}>{action}</Link>
              )}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

import { TextButton } from '../../../components/text-button';
import { Link } from 'react-router';
import { HOME_HERO } from '../../../shared/first-screen';

/** What the product does and the way in, when no banner is set. */
export function DefaultHero() {
  return (
    <section className="yzy-hero" aria-label="艺志愿">
      <div className="yzy-container">
        <div className="yzy-hero-text">
          <h1 className="yzy-hero-title">{HOME_HERO.title}</h1>
          <p className="yzy-hero-lead">{HOME_HERO.lead}</p>
          <div className="yzy-hero-actions">
            <Link to={HOME_HERO.primary.to}>
              <TextButton type="primary" size="large">
                {HOME_HERO.primary.label}
              </TextButton>
            </Link>
            <Link to={HOME_HERO.secondary.to}>
              <TextButton size="large" ghost>
                {HOME_HERO.secondary.label}
              </TextButton>
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

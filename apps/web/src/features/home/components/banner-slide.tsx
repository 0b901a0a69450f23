import { Button, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import type { Banner } from '../api';

const isExternal = (link: string) => /^https?:\/\//.test(link);

/** One carousel slide: the banner's image (or gradient), title, subtitle and the way in. */
export function BannerSlide({ banner }: { banner: Banner }) {
  const background = banner.image ? `center / cover no-repeat url(${JSON.stringify(banner.image)})` : banner.gradient;
  const action = (
    <Button size="large" className="yzy-banner-action">
      立即前往
    </Button>
  );
  return (
    <section className="yzy-hero yzy-banner-slide" style={{ background }} aria-label={banner.title}>
      <div className="yzy-container">
        <Flex vertical gap={16} className="yzy-hero-text">
          <Typography.Title level={1}>{banner.title}</Typography.Title>
          <Typography.Paragraph>{banner.subtitle}</Typography.Paragraph>
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
        </Flex>
      </div>
    </section>
  );
}

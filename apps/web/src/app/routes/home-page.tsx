import { HomeBanner } from '../../features/home/components/home-banner';
import { QuickEntries } from '../../features/home/components/quick-entries';
import '../../features/home/home.css';
import { LatestNews } from '../../features/news/components/latest-news';
import '../../features/news/news.css';
import { ScoreCard } from '../../features/score-profile/components/score-card';
import { VipStateCard } from '../../features/vip/components/vip-state-card';

/** 首页 (also behind /login): banner, an entry to every tab, the member's scores and VIP state, news. */
export function HomePage() {
  return (
    <>
      <HomeBanner />
      <div className="yzy-container yzy-home">
        <QuickEntries />
        <div className="yzy-home-cards">
          <ScoreCard />
          <VipStateCard />
        </div>
        <LatestNews />
      </div>
    </>
  );
}

import { HomeBanner, QuickEntries } from '../../features/home';
import '../../features/home/home.css';
import { LatestNews } from '../../features/news';
import '../../features/news/news.css';
import { ScoreCard } from '../../features/score-profile';
import { VipStateCard } from '../../features/vip';

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

import { PageFrame } from '../../components/page-frame';
import { CoverageView } from '../../features/coverage';

/** 数据覆盖: what is real for each province and category, and what is missing. */
export function CoveragePage() {
  return (
    <PageFrame title="数据覆盖" description="本站收录的官方数据：哪些省份、哪些科类、哪些年份有控制线、一分一段、录取数据和招生计划。">
      <CoverageView />
    </PageFrame>
  );
}

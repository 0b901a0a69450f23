import { ComingSoon } from '../../components/coming-soon';
import { PageFrame } from '../../components/page-frame';

/** 一分一段: 按省份、年份与科类查看一分一段表，定位你的分数对应的位次，并换算历年等效分。 */
export function RangePage() {
  return (
    <PageFrame title="一分一段" description="按省份、年份与科类查看一分一段表，定位你的分数对应的位次，并换算历年等效分。">
      <ComingSoon what="一分一段表" />
    </PageFrame>
  );
}

import { ComingSoon } from '../../components/coming-soon';
import { PageFrame } from '../../components/page-frame';

/** 算综合分: 按你所在省份的综合分公式，用你的文化成绩与统考成绩算出综合分；院校另有公式时逐校计算。 */
export function ComputePage() {
  return (
    <PageFrame title="算综合分" description="按你所在省份的综合分公式，用你的文化成绩与统考成绩算出综合分；院校另有公式时逐校计算。">
      <ComingSoon what="综合分计算器" />
    </PageFrame>
  );
}

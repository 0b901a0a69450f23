import { PageFrame } from '../../components/page-frame';
import { CompareView } from '../../features/compare';
import '../../features/compare/compare.css';
import '../../features/report/report.css';

/** /compare: 院校对比 and 专业对比, the selection in the URL (from the tray kept in localStorage). */
export function ComparePage() {
  return (
    <PageFrame title="对比" description="最多四所院校或四个专业并排比较：所在地、类型、学费、本省历年线与共同开设的专业。">
      <CompareView />
    </PageFrame>
  );
}

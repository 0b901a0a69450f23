import { ComingSoon } from '../../components/coming-soon';
import { PageFrame } from '../../components/page-frame';

/** 查专业: 按艺术学门类浏览专业目录，查看专业介绍、对应统考科类与开设院校。 */
export function MajorListPage() {
  return (
    <PageFrame title="查专业" description="按艺术学门类浏览专业目录，查看专业介绍、对应统考科类与开设院校。">
      <ComingSoon what="专业目录" />
    </PageFrame>
  );
}

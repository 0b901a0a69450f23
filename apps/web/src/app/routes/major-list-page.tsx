import { majorListQuery } from '@yzy/shared/contracts';
import { PageFrame } from '../../components/page-frame';
import { MajorCatalogue } from '../../features/major';
import '../../features/major/major.css';
import { useListParams } from '../../lib/list-params';

/** 查专业: class, keyword and page in the URL, so coming back from a major keeps them (a cached page). */
export function MajorListPage() {
  const [query, update] = useListParams(majorListQuery);
  return (
    <PageFrame title="查专业" description="按艺术学门类浏览专业目录，查看专业介绍、对应统考科类与开设院校。">
      <MajorCatalogue query={query} onChange={update} />
    </PageFrame>
  );
}

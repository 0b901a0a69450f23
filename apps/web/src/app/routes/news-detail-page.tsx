import { ComingSoon } from '../../components/coming-soon';
import { DetailFrame } from '../../components/detail-frame';

/** 资讯详情 (?id=): 艺考政策与招生动态的正文。 */
export function NewsDetailPage() {
  return (
    <DetailFrame title="资讯详情" description="艺考政策与招生动态的正文。" listPath="/news" listTitle="艺考资讯">
      {() => <ComingSoon what="资讯正文" />}
    </DetailFrame>
  );
}

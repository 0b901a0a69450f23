import { ComingSoon } from '../../components/coming-soon';
import { DetailFrame } from '../../components/detail-frame';

/** 专业详情 (?id=): 专业介绍、对应统考科类，以及开设该专业的院校在你所在省份的录取情况。 */
export function MajorDetailPage() {
  return (
    <DetailFrame title="专业详情" description="专业介绍、对应统考科类，以及开设该专业的院校在你所在省份的录取情况。" listPath="/major" listTitle="查专业">
      {() => <ComingSoon what="专业信息" />}
    </DetailFrame>
  );
}

import { ComingSoon } from '../../components/coming-soon';
import { DetailFrame } from '../../components/detail-frame';

/** 院校详情 (?id=): 院校简介与标签、在你所在省份和科类的历年录取线与位次、今年招生计划及开设专业。 */
export function SchoolDetailPage() {
  return (
    <DetailFrame title="院校详情" description="院校简介与标签、在你所在省份和科类的历年录取线与位次、今年招生计划及开设专业。" listPath="/school" listTitle="找大学">
      {() => <ComingSoon what="院校信息" />}
    </DetailFrame>
  );
}

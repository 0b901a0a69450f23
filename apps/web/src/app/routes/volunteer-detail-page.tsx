import { ComingSoon } from '../../components/coming-soon';
import { DetailFrame } from '../../components/detail-frame';

/** 志愿表详情 (?id=): 志愿表中的院校与专业按顺序排列，可拖动调整、设置服从调剂、删除、打印与导出。 */
export function VolunteerDetailPage() {
  return (
    <DetailFrame title="志愿表详情" description="志愿表中的院校与专业按顺序排列，可拖动调整、设置服从调剂、删除、打印与导出。" listPath="/volunteer" listTitle="我的志愿">
      {() => <ComingSoon what="志愿表内容" />}
    </DetailFrame>
  );
}

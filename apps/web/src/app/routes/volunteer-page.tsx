import { ComingSoon } from '../../components/coming-soon';
import { PageFrame } from '../../components/page-frame';

/** 我的志愿: 管理你保存的志愿表：重命名、复制、删除，进入志愿表调整顺序、设置服从调剂并导出。 */
export function VolunteerPage() {
  return (
    <PageFrame title="我的志愿" description="管理你保存的志愿表：重命名、复制、删除，进入志愿表调整顺序、设置服从调剂并导出。">
      <ComingSoon what="志愿表列表" />
    </PageFrame>
  );
}

import { PageFrame } from '../../components/page-frame';
import { GuideSections } from '../../features/guide/components/guide-sections';
import '../../features/guide/guide.css';

/** 使用指南: every feature of the site explained, from GET /api/v1/guide. */
export function GuidePage() {
  return (
    <PageFrame title="使用指南" description="从登录、完善成绩到一份梯度合理的志愿表：每个功能怎么用。所有数据仅供参考，请以官方发布为准。">
      <GuideSections />
    </PageFrame>
  );
}

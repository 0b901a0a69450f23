import { Typography } from 'antd';
import { PageFrame } from '../../components/page-frame';
import { CoverageLink } from '../../features/coverage';
import { GuideSections } from '../../features/guide';
import '../../features/guide/guide.css';

/** 使用指南: every feature of the site explained, from GET /api/v1/guide. */
export function GuidePage() {
  return (
    <PageFrame title="使用指南" description="从登录、完善成绩到一份梯度合理的志愿表：每个功能怎么用。所有数据仅供参考，请以官方发布为准。">
      <Typography.Paragraph>
        本站每个数字都来自官方发布，并注明年份和发布单位。各省各科类收录了哪些年份：
        <CoverageLink text="数据覆盖" />。
      </Typography.Paragraph>
      <GuideSections />
    </PageFrame>
  );
}

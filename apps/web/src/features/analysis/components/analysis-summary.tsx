import { Card, Statistic, Tag, Typography } from 'antd';
import type { VolunteerAnalysisResult } from '@yzy/shared/contracts';
import { percent } from '../../../shared/planning';
import { SEVERITY_LABELS } from '../severity';
import { TierSequence } from './tier-sequence';

const SLIDE_COLORS = { high: 'red', medium: 'orange', low: 'green' } as const;

/** 已填/空档, 滑档风险 and the tier of each slot in order. */
export function AnalysisSummary({ analysis }: { analysis: VolunteerAnalysisResult }) {
  const slide = analysis.slideRisk;
  return (
    <Card className="yzy-analysis-summary" data-testid="analysis-summary">
      <div className="yzy-analysis-stats">
        <Statistic title="已填志愿" value={analysis.filledSlots} suffix={`/ ${analysis.maxSlots}`} />
        <Statistic title="空着的志愿" value={analysis.emptySlots} />
        <div className="yzy-analysis-slide" data-testid="slide-risk">
          <span className="yzy-analysis-label">滑档风险</span>
          <Tag color={SLIDE_COLORS[slide.level]} className="yzy-analysis-slide-tag">
            {SEVERITY_LABELS[slide.level].text}
          </Tag>
          <Typography.Text type="secondary">
            {slide.probabilityAtMost === null
              ? '没有能估计录取概率的志愿，无法判断'
              : `一个都录不上的概率至多约 ${percent(slide.probabilityAtMost)}`}
          </Typography.Text>
        </div>
      </div>
      <TierSequence
        sequence={analysis.gradient.sequence}
        unrated={analysis.gradient.counts.unrated}
        ineligible={analysis.gradient.counts.ineligible}
      />
    </Card>
  );
}

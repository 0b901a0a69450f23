import type { AdmissionLine, ScoreScope } from '@yzy/shared/contracts';
import { Card, Empty, Typography } from 'antd';
import { useMemo } from 'react';
import { DataSource } from '../../../components/data-source';
import { schoolTrend, yearSpan } from '../admission-trend';
import { AdmissionChart } from './admission-chart';
import { AdmissionTable } from './admission-table';

interface AdmissionHistoryProps {
  lines: readonly AdmissionLine[];
  scope: ScoreScope;
}

/** 历年录取 in the member's province and category: the chart of the school's lowest line, then every line. */
export function AdmissionHistory({ lines, scope }: AdmissionHistoryProps) {
  const points = useMemo(() => schoolTrend(lines), [lines]);
  const sources = [...new Set(lines.map((line) => line.source))].join('、');
  return (
    <Card
      title={`历年录取 · ${scope.provinceName} · ${scope.examCategoryName}`}
      extra={lines.length > 0 && <DataSource year={yearSpan(points.map((p) => p.year))} source={sources} />}
      className="yzy-section"
      data-testid="admission-history"
    >
      {lines.length === 0 ? (
        <Empty description={`该校近三年没有在${scope.provinceName}（${scope.examCategoryName}）的录取记录`} />
      ) : (
        <>
          <AdmissionChart points={points} />
          <Typography.Paragraph type="secondary" className="yzy-chart-note">
            折线取每年各专业中的最低录取分及其位次；位次越小越靠前。下表为各专业明细。
          </Typography.Paragraph>
          <AdmissionTable lines={lines} />
        </>
      )}
    </Card>
  );
}

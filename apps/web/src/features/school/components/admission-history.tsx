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
  /** The school's tags: an art academy that admits by its own exam (校考) explains that rule when no line is held. */
  tags: readonly string[];
}

/** Schools that admit most art majors by their own exam (校考) and the school's own rule. */
const SCHOOL_EXAM_TAGS = ['独立设置艺术院校', '参照执行'];

/** 历年录取 in the member's province and category: the chart of the school's lowest line, then every line. */
export function AdmissionHistory({ lines, scope, tags }: AdmissionHistoryProps) {
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
        <Empty description={<NoLinesHeld scope={scope} schoolExam={tags.some((t) => SCHOOL_EXAM_TAGS.includes(t))} />} />
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

/** What is missing is our data, not the school's admissions: say so, and for a 校考 school say how it admits. */
function NoLinesHeld({ scope, schoolExam }: { scope: ScoreScope; schoolExam: boolean }) {
  return (
    <span data-testid="no-lines-held">
      本站未收录该校在{scope.provinceName}（{scope.examCategoryName}）的录取数据。
      {schoolExam &&
        '该校多数艺术专业按校考录取：须通过该校校考（专业合格），文化成绩达到本省艺术类相应控制线和学校自己的要求，再按学校公布的规则（校考成绩或综合分）排序录取；请以该校当年招生章程为准。'}
    </span>
  );
}

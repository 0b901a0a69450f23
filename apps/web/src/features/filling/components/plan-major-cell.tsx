import type { RecommendRow } from '@yzy/shared/contracts';
import { tuitionText } from '../../volunteer/format';

/** The major (code), this year's places, length of study and tuition. */
export function PlanMajorCell({ row }: { row: RecommendRow }) {
  return (
    <div className="yzy-plan-major">
      <strong>{row.major.name}</strong>
      {row.major.code && <span className="yzy-plan-meta">代码 {row.major.code}</span>}
      <span className="yzy-plan-meta">
        {row.year}年计划 {row.planCount}人 · {row.years}年制
      </span>
      <span className="yzy-plan-meta">{tuitionText(row.tuition)}</span>
    </div>
  );
}

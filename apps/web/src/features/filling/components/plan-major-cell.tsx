import { Tag } from 'antd';
import type { RecommendRow } from '@yzy/shared/contracts';
import { tuitionText } from '../../../shared/planning';

/**
 * The major (code), this year's places, length of study and tuition (a reference row says where it
 * comes from instead), and the school's own composite formula where it has one (院校公式, in the
 * province's published form; the member's composite for this plan is computed with it).
 */
export function PlanMajorCell({ row }: { row: RecommendRow }) {
  return (
    <div className="yzy-plan-major">
      <strong>
        {row.reference && (
          <Tag color="gold" className="yzy-reference-tag" data-testid="reference-tag">
            参考
          </Tag>
        )}
        {row.major.name}
      </strong>
      {row.major.code && <span className="yzy-plan-meta">代码 {row.major.code}</span>}
      <span className="yzy-plan-meta">
        {row.reference
          ? `按${row.referenceYear ?? ''}年录取数据 · ${row.year}年计划未公布`
          : `${row.year}年计划 ${row.planCount ?? '未公布'}${row.planCount === null ? '' : '人'}${row.years > 0 ? ` · ${row.years}年制` : ''}`}
      </span>
      <span className="yzy-plan-meta">{tuitionText(row.tuition)}</span>
      {row.schoolFormula && (
        <span className="yzy-plan-meta" data-testid="plan-school-formula">
          院校公式：{row.schoolFormula}
        </span>
      )}
    </div>
  );
}

import { Tooltip, Typography } from 'antd';
import { InfoCircleOutlined, LockOutlined } from '@ant-design/icons';
import { openVipDialog } from '../../../lib/dialogs';
import type { ForecastEvidence, RecommendRow } from '@yzy/shared/contracts';
import { gapText } from '@yzy/shared/rules/probability-explain';
import { longTooltip, percent, PlanTargetLine, TierTag } from '../../../shared/planning';

/** The probability with its 冲/稳/保 tag and the engine's explanation on hover; excluded plans say why; rows withheld from a free member offer VIP. */
export function ProbabilityCell({ row }: { row: RecommendRow }) {
  if (row.excluded) {
    return (
      <div className="yzy-plan-probability" data-testid={`probability-${row.planId}`}>
        <Typography.Text type="danger" strong>
          不符合报考条件
        </Typography.Text>
        <ul className="yzy-plan-exclusions">
          {row.exclusions.map((x) => (
            <li key={x.code}>{x.message}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (row.locked) {
    return (
      <div className="yzy-plan-probability" data-testid={`probability-${row.planId}`}>
        <Tooltip title={row.explanation} styles={longTooltip(420)}>
          <Typography.Link className="yzy-plan-locked" onClick={openVipDialog}>
            <LockOutlined /> 开通VIP查看概率
          </Typography.Link>
        </Tooltip>
      </div>
    );
  }
  return (
    <div className="yzy-plan-probability" data-testid={`probability-${row.planId}`}>
      <span className="yzy-plan-probability-line">
        <Tooltip title={row.explanation} styles={longTooltip(420)}>
          <span className={row.probability === null ? 'yzy-plan-percent yzy-plan-percent-none' : 'yzy-plan-percent'} tabIndex={0}>
            {row.probability === null ? (row.reason ?? '数据不足') : percent(row.probability)}
            <InfoCircleOutlined className="yzy-plan-info" />
          </span>
        </Tooltip>
        {row.tier && <TierTag tier={row.tier} hint={null} />}
      </span>
      {row.evidence && <EvidenceLines planId={row.planId} evidence={row.evidence} />}
      {row.probability !== null && <PlanTargetLine planId={row.planId} />}
      {row.hopeless && (
        <Typography.Text type="danger" className="yzy-plan-flag">
          几乎无望
        </Typography.Text>
      )}
      {row.volatile && (
        <Typography.Text type="warning" className="yzy-plan-flag">
          近年录取线波动大
        </Typography.Text>
      )}
      {row.wasted && (
        <Typography.Text type="warning" className="yzy-plan-flag">
          稳妥有余，可能浪费志愿
        </Typography.Text>
      )}
      {row.decidedBy && (
        <Typography.Text type="secondary" className="yzy-plan-flag" data-testid={`decided-by-${row.planId}`}>
          {row.decidedBy}
        </Typography.Text>
      )}
      {row.warnings.map((warning) => (
        <Typography.Text key={warning} type="warning" className="yzy-plan-flag">
          {warning}
        </Typography.Text>
      ))}
    </div>
  );
}

/** What the number rests on: its band and basis, the years of lines (and the years the site lacks), and the gap to the newest line. */
function EvidenceLines({ planId, evidence }: { planId: number; evidence: ForecastEvidence }) {
  const [low, high] = evidence.band;
  return (
    <span className="yzy-plan-evidence" data-testid={`evidence-${planId}`}>
      <span>
        约{percent(low)}–{percent(high)} · {evidence.basis} ·{' '}
        {evidence.years.length === 1 ? `仅${evidence.years[0]}年` : `${evidence.years.length}年`}数据
        {evidence.missingYears.length > 0 && `（缺${evidence.missingYears.join('、')}年）`}
      </span>
      {evidence.gap && <span>{gapText(evidence.gap)}</span>}
    </span>
  );
}

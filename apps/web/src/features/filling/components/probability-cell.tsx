import { Tooltip, Typography } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import type { RecommendRow } from '@yzy/shared/contracts';
import { percent } from '../../volunteer/format';
import { TierTag } from '../../volunteer/components/tier-tag';

/** The probability with its 冲/稳/保 tag and the engine's explanation on hover; excluded plans say why. */
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
  return (
    <div className="yzy-plan-probability" data-testid={`probability-${row.planId}`}>
      <span className="yzy-plan-probability-line">
        <Tooltip title={row.explanation} styles={{ root: { maxWidth: 420 } }}>
          <span className={row.probability === null ? 'yzy-plan-percent yzy-plan-percent-none' : 'yzy-plan-percent'} tabIndex={0}>
            {row.probability === null ? (row.reason ?? '数据不足') : percent(row.probability)}
            <InfoCircleOutlined className="yzy-plan-info" />
          </span>
        </Tooltip>
        {row.tier && <TierTag tier={row.tier} hint={null} />}
      </span>
      {row.hopeless && <Typography.Text type="danger" className="yzy-plan-flag">几乎无望</Typography.Text>}
      {row.wasted && <Typography.Text type="warning" className="yzy-plan-flag">稳妥有余，可能浪费志愿</Typography.Text>}
      {row.warnings.map((warning) => (
        <Typography.Text key={warning} type="warning" className="yzy-plan-flag">
          {warning}
        </Typography.Text>
      ))}
    </div>
  );
}

import { BulbOutlined } from '@ant-design/icons';
import { Card, Empty, Tag } from 'antd';
import type { VolunteerAnalysisResult } from '@yzy/shared/contracts';
import { SEVERITY_LABELS } from '../severity';

/** Findings, most severe first, each with its severity, the slot it concerns and what to do. */
export function RiskList({ risks }: { risks: VolunteerAnalysisResult['risks'] }) {
  return (
    <Card title="风险与建议" className="yzy-analysis-card" data-testid="risk-list">
      {risks.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有发现明显风险" />
      ) : (
        <ul className="yzy-risks">
          {risks.map((risk, index) => (
            <li key={`${risk.code}-${index}`} className="yzy-risk" data-severity={risk.severity}>
              <Tag color={SEVERITY_LABELS[risk.severity].color}>{SEVERITY_LABELS[risk.severity].text}风险</Tag>
              <div className="yzy-risk-body">
                {/* The message already names its 志愿 (第N志愿…). */}
                <span>{risk.message}</span>
                {risk.suggestion && (
                  <span className="yzy-risk-suggestion">
                    <BulbOutlined /> 建议：{risk.suggestion}
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

import type { VolunteerAnalysisResult } from '@yzy/shared/contracts';
import { percent } from '../../../shared/planning';

const SEVERITY_TEXT = { high: '高', medium: '中', low: '低' } as const;

/** 冲稳保梯度, 滑档 and 退档 risks, warnings and suggestions, exactly as the analysis page computed them. */
export function ReportAnalysis({ analysis }: { analysis: VolunteerAnalysisResult | null }) {
  if (!analysis) {
    return (
      <section className="yzy-report-section" aria-label="志愿分析">
        <h2>志愿分析</h2>
        <p className="yzy-report-muted">志愿分析为VIP功能，开通VIP后报告中会包含冲稳保梯度、滑档与退档风险和建议。</p>
      </section>
    );
  }
  const { counts } = analysis.gradient;
  return (
    <section className="yzy-report-section" aria-label="志愿分析" data-testid="report-analysis">
      <h2>志愿分析</h2>
      <dl className="yzy-report-facts">
        {(['冲', '稳', '保'] as const).map((tier) => (
          <div key={tier}>
            <dt>{tier}</dt>
            <dd>
              {counts[tier]} <span className="yzy-report-muted">（建议约{analysis.targetMix[tier]}）</span>
            </dd>
          </div>
        ))}
        <div>
          <dt>滑档风险</dt>
          <dd>
            {SEVERITY_TEXT[analysis.slideRisk.level]}
            {analysis.slideRisk.probabilityAtMost === null ? '（无法判断）' : `（至多${percent(analysis.slideRisk.probabilityAtMost)}）`}
          </dd>
        </div>
      </dl>
      <p className="yzy-report-muted">
        已填{analysis.filledSlots}个志愿，空{analysis.emptySlots}个；数据不足{counts.unrated}个，不符合条件{counts.ineligible}个。
      </p>
      {analysis.risks.length > 0 && (
        <>
          <h3>风险与提醒</h3>
          <ul className="yzy-report-list">
            {analysis.risks.map((risk, i) => (
              <li key={`${risk.code}-${i}`} data-risk={risk.code}>
                <strong>[{SEVERITY_TEXT[risk.severity]}]</strong> {risk.slot !== null ? `第${risk.slot}志愿：` : ''}
                {risk.message}
                {risk.suggestion ? ` ${risk.suggestion}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
      {analysis.suggestions.length > 0 && (
        <>
          <h3>建议</h3>
          <ol className="yzy-report-list">
            {analysis.suggestions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

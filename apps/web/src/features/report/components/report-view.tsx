import { Alert, Tag } from 'antd';
import dayjs from 'dayjs';
import type { VolunteerReport } from '@yzy/shared/contracts';
import { batchRulesText, rankText, SourceText } from '../../../shared/planning';
import { ReportAnalysis } from './report-analysis';
import { ReportEntries } from './report-entries';

interface ReportViewProps {
  report: VolunteerReport;
  /** Shown above the report (the share page's expiry, the owner's print button). */
  extra?: React.ReactNode;
}

/**
 * 志愿报告: the same on screen, on a phone and on A4 paper (report.css). Every number carries the
 * year and source of the row it comes from; nothing is worked out here, only laid out.
 */
export function ReportView({ report, extra }: ReportViewProps) {
  const { table, standing } = report;
  return (
    <article className="yzy-report" data-testid="volunteer-report">
      <header className="yzy-report-head">
        <h1>志愿报告 · {table.name}</h1>
        <p>
          {standing.scope.provinceName} {standing.scope.examCategoryName} · {table.year}年 {table.batchName}
        </p>
        <p className="yzy-report-muted">{batchRulesText(table.batch)}</p>
        <p className="yzy-report-muted">生成于 {dayjs.unix(report.generatedAt).format('YYYY-MM-DD HH:mm')}</p>
        {extra}
      </header>
      <Alert
        type="warning"
        showIcon
        className="yzy-report-notice"
        title="仅供参考：档位与概率由本站收录的往年数据估算，不代表录取结果；请以考试院和院校公布的信息为准。"
      />

      <section className="yzy-report-section" aria-label="成绩与位次">
        <h2>成绩与位次</h2>
        <dl className="yzy-report-facts">
          <div>
            <dt>文化成绩</dt>
            <dd>{standing.cultureScore}</dd>
          </div>
          <div>
            <dt>统考成绩</dt>
            <dd>{standing.testsScore}</dd>
          </div>
          <div>
            <dt>综合分</dt>
            <dd data-testid="report-composite">{standing.composite}</dd>
          </div>
          <div>
            <dt>位次</dt>
            <dd>
              {rankText(standing.rank)}
              {standing.rankEstimated && standing.rank !== null && <Tag className="yzy-report-tag">估算</Tag>}
            </dd>
          </div>
        </dl>
        {standing.rankYear !== null && standing.rankSource !== null && (
          <p className="yzy-report-cite">
            位次依据：{standing.rankYear}年{standing.scope.provinceName}
            {standing.scope.examCategoryName}一分一段表，来源 <SourceText line={{ source: standing.rankSource }} />
          </p>
        )}
      </section>

      <ReportEntries table={table} />
      <ReportAnalysis analysis={report.analysis} />

      <section className="yzy-report-section" aria-label="数据未覆盖">
        <h2>数据未覆盖之处</h2>
        <ul className="yzy-report-list" data-testid="report-not-covered">
          {report.notCovered.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>
      <p className="yzy-report-print-only" data-testid="report-print-footer">
        本报告只依据本站收录的数据生成，仅供参考，不代表录取结果。
      </p>
    </article>
  );
}

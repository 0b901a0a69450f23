import type { VolunteerDetail, VolunteerMajor } from '@yzy/shared/contracts';
import { percent, SourceText, TierTag, tuitionText } from '../../../shared/planning';

/** Each 志愿 in order: its majors with tier, probability and the past lines they rest on. */
export function ReportEntries({ table }: { table: VolunteerDetail }) {
  return (
    <section className="yzy-report-section" aria-label="志愿">
      <h2>
        志愿（已填{table.entryCount}/{table.maxSlots}）
      </h2>
      {table.entries.length === 0 && <p className="yzy-report-muted">这张志愿表还没有志愿。</p>}
      <ol className="yzy-report-entries">
        {table.entries.map((entry) => (
          <li key={entry.id} className="yzy-report-entry" data-testid={`report-entry-${entry.slot}`}>
            <div className="yzy-report-entry-head">
              <strong>第{entry.slot}志愿</strong>
              <span>{entry.school.name}</span>
              <span className="yzy-report-muted">
                {entry.school.provinceName} · {entry.school.nature} · {entry.adjust ? '服从调剂' : '不服从调剂'}
              </span>
            </div>
            {entry.majors.map((major) => (
              <ReportMajor key={major.planId} major={major} />
            ))}
            {table.violations
              .filter((v) => v.slot === entry.slot)
              .map((v) => (
                <p key={v.code + v.message} className={`yzy-report-violation yzy-report-${v.severity}`}>
                  {v.severity === 'error' ? '错误' : '提醒'}：{v.message}
                </p>
              ))}
          </li>
        ))}
      </ol>
      {table.violations
        .filter((v) => v.slot === null)
        .map((v) => (
          <p key={v.code + v.message} className={`yzy-report-violation yzy-report-${v.severity}`}>
            {v.severity === 'error' ? '错误' : '提醒'}：{v.message}
          </p>
        ))}
    </section>
  );
}

function ReportMajor({ major }: { major: VolunteerMajor }) {
  if (!major.exists) {
    return <div className="yzy-report-major yzy-report-muted">招生计划{major.planId}已不在本站数据中</div>;
  }
  return (
    <div className="yzy-report-major">
      <div className="yzy-report-major-head">
        <span>
          {major.majorName}
          {major.majorCode ? `（${major.majorCode}）` : ''}
        </span>
        <span className="yzy-report-muted">
          {major.reference ? '参考 · ' : ''}
          {major.planCount === null ? '计划未公布' : `计划${major.planCount}人`} · {tuitionText(major.tuition)}
        </span>
        {major.excluded ? (
          <span className="yzy-report-error">不符合报考条件</span>
        ) : (
          <TierTag tier={major.tier} hint={null}>
            {major.probability !== null ? percent(major.probability) : undefined}
          </TierTag>
        )}
      </div>
      {major.exclusions.map((x) => (
        <p key={x.code} className="yzy-report-error">
          {x.message}
        </p>
      ))}
      {major.lines.length > 0 ? (
        <table className="yzy-report-lines">
          <thead>
            <tr>
              <th>年份</th>
              <th>最低分</th>
              <th>最低位次</th>
              <th>计划</th>
              <th>来源</th>
            </tr>
          </thead>
          <tbody>
            {major.lines.map((line) => (
              <tr key={line.year}>
                <td>{line.year}</td>
                <td>{line.minScore}</td>
                <td>{line.minRank ?? '—'}</td>
                <td>{line.planCount ?? '—'}</td>
                <td>
                  <SourceText line={line} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="yzy-report-muted">没有往年录取数据</p>
      )}
    </div>
  );
}

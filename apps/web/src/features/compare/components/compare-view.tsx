import type { ReactNode } from 'react';
import { Alert, Button, Empty, Segmented, Skeleton, Tag } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/http';
import { SourceText, tuitionText } from '../../../shared/planning';
import { useMajorComparison, useSchoolComparison, type MajorComparison, type SchoolComparison } from '../api';
import { lowestLineByYear, tuitionSpan } from '../compare-facts';
import { comparePath, parseCompareIds, removeFromCompare, useCompareSelection, type CompareKind } from '../compare-selection';

/** /compare?type=school|major&ids=…: up to four side by side; without ids, the tray's selection. */
export function CompareView() {
  const [params] = useSearchParams();
  const kind: CompareKind = params.get('type') === 'major' ? 'major' : 'school';
  const selection = useCompareSelection();
  const navigate = useNavigate();
  const fromUrl = parseCompareIds(params.get('ids'));
  const ids = fromUrl.length > 0 ? fromUrl : selection[kind].map((x) => x.id);
  return (
    <div className="yzy-compare" data-testid="compare-view">
      <Segmented
        value={kind}
        onChange={(value) =>
          navigate(
            comparePath(
              value as CompareKind,
              selection[value as CompareKind].map((x) => x.id),
            ),
          )
        }
        options={[
          { label: '院校对比', value: 'school' },
          { label: '专业对比', value: 'major' },
        ]}
      />
      {ids.length === 0 ? (
        <Empty
          className="yzy-compare-empty"
          description={`还没有选择要对比的${kind === 'school' ? '院校' : '专业'}：在找大学、查专业、模拟填报、志愿表或搜索结果中点「加入对比」`}
        >
          <Link to={kind === 'school' ? '/school' : '/major'}>
            <Button type="primary">{kind === 'school' ? '去找大学' : '去查专业'}</Button>
          </Link>
        </Empty>
      ) : kind === 'school' ? (
        <SchoolCompare ids={ids} />
      ) : (
        <MajorCompare ids={ids} />
      )}
    </div>
  );
}

function Failure({ error }: { error: unknown }) {
  return <Alert type="error" showIcon title={error instanceof ApiError ? error.message : '加载失败，请稍后重试'} />;
}

/** One attribute across the compared columns. */
function Row({ label, cells }: { label: string; cells: ReactNode[] }) {
  return (
    <div className="yzy-compare-row" style={{ gridTemplateColumns: `minmax(56px, 0.6fr) repeat(${cells.length}, minmax(0, 1fr))` }}>
      <div className="yzy-compare-label">{label}</div>
      {cells.map((cell, i) => (
        <div key={i} className="yzy-compare-cell">
          {cell}
        </div>
      ))}
    </div>
  );
}

function Lines({ lines }: { lines: ReturnType<typeof lowestLineByYear> }) {
  if (lines.length === 0) {
    return <span className="yzy-report-muted">本省本科类无录取数据</span>;
  }
  return (
    <ul className="yzy-compare-lines">
      {lines.map((l) => (
        <li key={l.year}>
          <strong>{l.year}</strong> 最低{l.minScore}
          {l.minRank !== null ? ` · 位次${l.minRank}` : ''} · {l.schoolName ?? l.majorName} · <SourceText line={l} />
        </li>
      ))}
    </ul>
  );
}

function SchoolCompare({ ids }: { ids: number[] }) {
  const { data, isPending, error } = useSchoolComparison(ids);
  if (isPending) {
    return <Skeleton active />;
  }
  if (!data) {
    return <Failure error={error} />;
  }
  return <SchoolGrid data={data} />;
}

function SchoolGrid({ data }: { data: SchoolComparison }) {
  const { schools, scope } = data;
  return (
    <section aria-label="院校对比">
      <p className="yzy-compare-scope">
        分数线为{scope.provinceName}
        {scope.examCategoryName}，每所院校取各年最低的一条专业线。
      </p>
      <div className="yzy-compare-grid">
        <Row
          label="院校"
          cells={schools.map((s) => (
            <span key={s.id}>
              <Link to={`/school/detail?id=${s.id}`}>{s.name}</Link>
              <Button type="link" size="small" onClick={() => removeFromCompare('school', s.id)}>
                移除
              </Button>
            </span>
          ))}
        />
        <Row
          label="所在地"
          cells={schools.map((s) => (s.city && s.city !== s.provinceName ? `${s.provinceName} · ${s.city}` : s.provinceName))}
        />
        <Row label="类型" cells={schools.map((s) => `${s.type} · ${s.nature}`)} />
        <Row label="标签" cells={schools.map((s) => (s.tags.length > 0 ? s.tags.map((t) => <Tag key={t}>{t}</Tag>) : '—'))} />
        <Row
          label="学费"
          cells={schools.map((s) => {
            const span = tuitionSpan(s.plans);
            return span ? (
              <span>
                {span.low.tuition === span.high.tuition
                  ? tuitionText(span.low.tuition)
                  : `${tuitionText(span.low.tuition)} – ${tuitionText(span.high.tuition)}`}
                <br />
                <span className="yzy-report-cite">
                  {span.low.year}年招生计划 · <SourceText line={span.low} />
                </span>
              </span>
            ) : (
              '今年无本省计划或未公布学费'
            );
          })}
        />
        <Row
          label="历年线"
          cells={schools.map((s) => (
            <Lines lines={lowestLineByYear(s.admissions)} />
          ))}
        />
        <Row label="开设专业" cells={schools.map((s) => `${s.majors.length}个`)} />
      </div>
      <h3>共同开设的专业</h3>
      {data.commonMajors.length > 0 ? (
        data.commonMajors.map((m) => <Tag key={m.id}>{m.name}</Tag>)
      ) : (
        <p className="yzy-report-muted">没有所有院校都开设的专业</p>
      )}
    </section>
  );
}

function MajorCompare({ ids }: { ids: number[] }) {
  const { data, isPending, error } = useMajorComparison(ids);
  if (isPending) {
    return <Skeleton active />;
  }
  if (!data) {
    return <Failure error={error} />;
  }
  return <MajorGrid data={data} />;
}

function MajorGrid({ data }: { data: MajorComparison }) {
  const { majors, scope } = data;
  return (
    <section aria-label="专业对比">
      <p className="yzy-compare-scope">
        分数线为{scope.provinceName}
        {scope.examCategoryName}，每个专业取各年录取最低的一所院校。
      </p>
      <div className="yzy-compare-grid">
        <Row
          label="专业"
          cells={majors.map((m) => (
            <span key={m.id}>
              <Link to={`/major/detail?id=${m.id}`}>{m.name}</Link>
              <Button type="link" size="small" onClick={() => removeFromCompare('major', m.id)}>
                移除
              </Button>
            </span>
          ))}
        />
        <Row label="代码" cells={majors.map((m) => m.code)} />
        <Row label="专业类" cells={majors.map((m) => m.className)} />
        <Row label="学位学制" cells={majors.map((m) => `${m.degree} · ${m.years}年`)} />
        <Row label="统考科类" cells={majors.map((m) => m.examCategoryName)} />
        <Row label="开设院校" cells={majors.map((m) => `${m.schoolCount}所`)} />
        <Row
          label="学费"
          cells={majors.map((m) => {
            const span = tuitionSpan(m.schools.flatMap((s) => (s.plan ? [s.plan] : [])));
            return span ? (
              <span>
                {tuitionText(span.low.tuition)} – {tuitionText(span.high.tuition)}
                <br />
                <span className="yzy-report-cite">
                  {span.low.year}年招生计划 · <SourceText line={span.low} />
                </span>
              </span>
            ) : (
              '今年无本省计划或未公布学费'
            );
          })}
        />
        <Row
          label="历年线"
          cells={majors.map((m) => (
            <Lines lines={lowestLineByYear(m.schools.flatMap((s) => s.admissions.map((a) => ({ ...a, schoolName: s.schoolName }))))} />
          ))}
        />
      </div>
      <h3>共同开设的院校</h3>
      {data.commonSchools.length > 0 ? (
        data.commonSchools.map((s) => (
          <Link key={s.id} to={`/school/detail?id=${s.id}`}>
            <Tag>{s.name}</Tag>
          </Link>
        ))
      ) : (
        <p className="yzy-report-muted">没有同时开设这些专业的院校</p>
      )}
    </section>
  );
}

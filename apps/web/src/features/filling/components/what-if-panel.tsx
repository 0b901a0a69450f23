import { useMemo, useState } from 'react';
import { Alert, Button, Card, InputNumber, Typography } from 'antd';
// Input by its own module, as antd's own components import it: the index also brings OTP, Password and Group.
import Input from 'antd/es/input/Input';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { WhatIfAnswer, WhatIfOutcome, WhatIfScores } from '@yzy/shared/contracts';
import { WHAT_IF_LABEL_MAX, WHAT_IF_MAX_SCENARIOS } from '@yzy/shared/contracts/limits';
import type { CategoryScoreLimits, hypotheticalScoreError } from '@yzy/shared/rules/score-form';
import { ApiError } from '../../../lib/http';
import { useMember } from '../../../shared/session';
import { useWhatIf } from '../api';

/** The scores a what-if list is computed for, and the scenario's name. */
export interface Hypothetical extends WhatIfScores {
  label: string;
}

interface Draft {
  key: number;
  label: string;
  culture: number | null;
  tests: number | null;
}

const STEPS = [
  { label: '保守', culture: -20, tests: -10 },
  { label: '正常', culture: 0, tests: 0 },
  { label: '理想', culture: 20, tests: 10 },
];

/** 保守 / 正常 / 理想 around the saved scores, kept inside (0, full]. */
function defaultDrafts(culture: number | null, tests: number | null, limits: CategoryScoreLimits | null): Draft[] {
  const within = (value: number | null, step: number, full: number | undefined) =>
    value === null ? null : Math.max(1, Math.min(full ?? Number.POSITIVE_INFINITY, Math.round(value + step)));
  return STEPS.map((s, key) => ({
    key,
    label: s.label,
    culture: within(culture, s.culture, limits?.cultureFullScoreLimit),
    tests: within(tests, s.tests, limits?.testsFullScoreLimit),
  }));
}

interface WhatIfPanelProps {
  /** The scenario whose list the page shows, null for the saved scores. */
  active: Hypothetical | null;
  onView: (hypothetical: Hypothetical | null) => void;
}

/**
 * 「如果我考…」: up to three hypothetical pairs of scores, each scenario's 冲/稳/保 per batch beside the
 * saved scores', and a click that lists the batch for one of them. The server evaluates them with
 * the engine of 模拟填报 and saves nothing; inputs are checked with the score form's rule first.
 */
export function WhatIfPanel({ active, onView }: WhatIfPanelProps) {
  const { data: member } = useMember();
  const saved = member?.memberNemtInfo ?? null;
  const limits = useMemo(
    () => (saved ? { cultureFullScoreLimit: saved.cultureFullScore, testsFullScoreLimit: saved.testsFullScore } : null),
    [saved],
  );
  const [edited, setDrafts] = useState<Draft[] | null>(null);
  const drafts = useMemo(
    () => edited ?? defaultDrafts(saved?.cultureScore ?? null, saved?.testsScore ?? null, limits),
    [edited, saved, limits],
  );
  const whatIf = useWhatIf();
  const [answer, setAnswer] = useState<WhatIfAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const change = (key: number, patch: Partial<Draft>) => setDrafts(drafts.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  const add = () => setDrafts([...drafts, { key: Math.max(-1, ...drafts.map((d) => d.key)) + 1, label: '', culture: null, tests: null }]);
  const remove = (key: number) => setDrafts(drafts.filter((d) => d.key !== key));

  const submit = (check: typeof hypotheticalScoreError) => {
    const scenarios = drafts.map((d) => ({ label: d.label.trim(), cultureScore: d.culture, testsScore: d.tests }));
    const first = limits ? scenarios.map((s) => check(s, limits)).find((m) => m !== null) : null;
    if (first) {
      setProblem(first);
      return;
    }
    setProblem(null);
    whatIf.mutate(
      { scenarios: scenarios as { label: string; cultureScore: number; testsScore: number }[] },
      {
        onSuccess: setAnswer,
        onError: (error) => setProblem(error instanceof ApiError ? error.message : '试算失败，请稍后重试'),
      },
    );
  };
  // The score form's rule comes with the first 试算, not with the page's first load (docs/performance.md).
  const compute = () =>
    import('@yzy/shared/rules/score-form').then(
      (rules) => submit(rules.hypotheticalScoreError),
      () => setProblem('试算失败，请稍后重试'),
    );

  return (
    <Card
      size="small"
      className="yzy-what-if"
      title="如果我考…"
      extra={<Typography.Text type="secondary">只是试算，不保存成绩</Typography.Text>}
      data-testid="what-if-panel"
    >
      <Typography.Paragraph type="secondary" className="yzy-what-if-intro">
        填入假设的高考成绩和统考成绩（最多{WHAT_IF_MAX_SCENARIOS}
        组），比较各批次冲、稳、保的个数，或按假设成绩查看推荐列表。不会保存成绩，也不占用成绩修改次数。
      </Typography.Paragraph>
      <div className="yzy-what-if-inputs">
        {drafts.map((d, i) => (
          <div className="yzy-what-if-scenario" key={d.key} data-testid={`what-if-scenario-${i + 1}`}>
            <Input
              className="yzy-what-if-label"
              aria-label={`情形${i + 1}名称`}
              placeholder={`情形${i + 1}`}
              maxLength={WHAT_IF_LABEL_MAX}
              value={d.label}
              onChange={(e) => change(d.key, { label: e.target.value })}
            />
            <InputNumber
              aria-label={`情形${i + 1}高考成绩`}
              addonBefore="高考"
              placeholder="高考成绩"
              value={d.culture}
              onChange={(v) => change(d.key, { culture: v })}
            />
            <InputNumber
              aria-label={`情形${i + 1}统考成绩`}
              addonBefore="统考"
              placeholder="统考成绩"
              value={d.tests}
              onChange={(v) => change(d.key, { tests: v })}
            />
            {drafts.length > 1 && (
              <Button type="text" icon={<DeleteOutlined />} aria-label={`删除情形${i + 1}`} onClick={() => remove(d.key)} />
            )}
          </div>
        ))}
      </div>
      <div className="yzy-what-if-actions">
        <Button icon={<PlusOutlined />} onClick={add} disabled={drafts.length >= WHAT_IF_MAX_SCENARIOS}>
          添加情形
        </Button>
        <Button type="primary" onClick={compute} loading={whatIf.isPending} data-testid="what-if-compute">
          试算
        </Button>
      </div>
      {problem && <Alert type="error" showIcon className="yzy-what-if-problem" title={problem} data-testid="what-if-problem" />}
      {answer && <Comparison answer={answer} active={active} onView={onView} />}
    </Card>
  );
}

/** The saved scores and each scenario side by side: composite, then 冲/稳/保 of every batch. */
function Comparison({ answer, active, onView }: { answer: WhatIfAnswer; active: Hypothetical | null; onView: WhatIfPanelProps['onView'] }) {
  const isActive = (o: WhatIfOutcome) => active !== null && active.cultureScore === o.cultureScore && active.testsScore === o.testsScore;
  return (
    <div className="yzy-what-if-grid" data-testid="what-if-comparison">
      <OutcomeCard outcome={answer.real} real current={active === null} onView={() => onView(null)} />
      {answer.scenarios.map((o, i) => (
        <OutcomeCard
          key={`${o.label}-${i}`}
          outcome={o}
          index={i + 1}
          current={isActive(o)}
          onView={() => onView({ label: o.label, cultureScore: o.cultureScore, testsScore: o.testsScore })}
        />
      ))}
      {!answer.vip && (
        <Typography.Text type="secondary" className="yzy-what-if-free">
          免费会员每个批次每档可见5个计划的档位，其余计入「VIP可见」。
        </Typography.Text>
      )}
    </div>
  );
}

interface OutcomeCardProps {
  outcome: WhatIfOutcome;
  real?: boolean;
  index?: number;
  current: boolean;
  onView: () => void;
}

function OutcomeCard({ outcome, real = false, index, current, onView }: OutcomeCardProps) {
  return (
    <section
      className={`yzy-what-if-outcome${real ? ' yzy-what-if-real' : ''}${current ? ' yzy-what-if-current' : ''}`}
      data-testid={real ? 'what-if-real' : `what-if-outcome-${index}`}
      aria-label={outcome.label}
    >
      <header>
        <strong>{outcome.label}</strong>
        <span className="yzy-what-if-scores">
          高考 {outcome.cultureScore} · 统考 {outcome.testsScore}
        </span>
        <span className="yzy-what-if-scores">综合分 {outcome.standing.composite}</span>
      </header>
      <ul>
        {outcome.batches.map((b) => (
          <li key={b.batchId} data-testid={`what-if-batch-${b.batchId}`}>
            <span className="yzy-what-if-batch">{b.batchName}</span>
            <span>
              <b className="yzy-what-if-tier" data-tier="冲">
                冲{b.counts.冲}
              </b>
              <b className="yzy-what-if-tier" data-tier="稳">
                稳{b.counts.稳}
              </b>
              <b className="yzy-what-if-tier" data-tier="保">
                保{b.counts.保}
              </b>
              {b.locked > 0 && <span className="yzy-what-if-locked">VIP可见{b.locked}</span>}
            </span>
          </li>
        ))}
      </ul>
      <Button size="small" type={current ? 'default' : 'link'} disabled={current} onClick={onView}>
        {current ? '正在查看' : real ? '回到我的成绩' : '查看推荐列表'}
      </Button>
    </section>
  );
}

/** Above the list while it shows hypothetical scores: what it is, and the way back. */
export function HypotheticalBanner({ hypothetical, onBack }: { hypothetical: Hypothetical; onBack: () => void }) {
  return (
    <Alert
      type="warning"
      showIcon
      className="yzy-what-if-banner"
      data-testid="what-if-banner"
      title={`正在查看假设成绩「${hypothetical.label}」：高考 ${hypothetical.cultureScore} 分 · 统考 ${hypothetical.testsScore} 分`}
      description="下面的综合分、位次、录取概率和冲稳保都按假设成绩计算，只是试算：没有保存，也不占用成绩修改次数。"
      action={
        <Button size="small" type="primary" onClick={onBack} data-testid="what-if-back">
          回到我的真实成绩
        </Button>
      }
    />
  );
}

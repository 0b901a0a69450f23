import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import type { FormulaView, MemberNemtInfo } from '@yzy/shared/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useComposite, useFormulas } from '../api';
import { checkDraft, draftFromProfile, type ComputeDraft, type DraftField } from '../compute-draft';
import { useComputeParams } from '../compute-params';
import { useSettled } from '../use-settled';
import { CompositeResult } from './composite-result';
import { RankEstimate } from './rank-estimate';
import { SchoolComposites } from './school-composites';
import { ScoreInputs } from './score-inputs';

/** Typing pauses this long before the numbers are sent. */
const SETTLE_MS = 400;

/** 算综合分 for the member's province and category: their numbers, editable, and everything the numbers give. */
export function ComputeView({ profile }: { profile: MemberNemtInfo }) {
  const formulas = useFormulas();
  if (!formulas.data) {
    return formulas.isError ? <Alert type="error" showIcon title="公式加载失败，请刷新重试" /> : <Skeleton active />;
  }
  return <Calculator profile={profile} formula={formulas.data.province} emptyNotes={formulas.data.notes} />;
}

interface CalculatorProps {
  profile: MemberNemtInfo;
  formula: FormulaView;
  emptyNotes: string[];
}

function Calculator({ profile, formula, emptyNotes }: CalculatorProps) {
  const saved = useMemo(() => draftFromProfile(profile), [profile]);
  const [fromUrl, writeUrl] = useComputeParams(saved);
  const [draft, setDraft] = useState<ComputeDraft>(fromUrl);
  const check = checkDraft(formula, draft);
  const settled = useSettled(check.body, SETTLE_MS);
  const composite = useComposite(settled);
  useEffect(() => {
    if (settled) {
      writeUrl({
        culture: settled.cultureScore ?? null,
        tests: settled.testsScore ?? null,
        chinese: settled.chineseScore ?? null,
        english: settled.englishScore ?? null,
        bonus: settled.bonusScore ?? null,
      });
    }
  }, [settled, writeUrl]);
  const handleChange = (field: DraftField, value: number | null) => setDraft((current) => ({ ...current, [field]: value }));
  const stale = check.error !== null || composite.isPlaceholderData || composite.isFetching;
  const result = composite.data;
  return (
    <div className="yzy-compute-grid">
      <Card
        title="我的成绩"
        className="yzy-compute-card"
        extra={
          <Typography.Text type="secondary">
            {profile.provinceName} · {profile.examCategoryName}
          </Typography.Text>
        }
      >
        <ScoreInputs formula={formula} draft={draft} error={check.error} errorField={check.field} onChange={handleChange} />
        {check.error && check.field === null && <Alert type="error" showIcon title={check.error} role="alert" />}
        <Button onClick={() => setDraft(saved)} className="yzy-compute-reset">
          恢复我保存的成绩
        </Button>
        <Typography.Paragraph type="secondary" className="yzy-compute-hint">
          改动只用于试算，不会修改你保存的高考成绩。
        </Typography.Paragraph>
      </Card>
      <div className="yzy-compute-results">
        {!result && <Skeleton active />}
        {result && check.error && <Alert type="warning" showIcon title="成绩有误，下面仍是上一次的计算结果" />}
        {result && (
          <>
            <CompositeResult result={result} stale={stale} />
            <RankEstimate result={result} stale={stale} />
            <SchoolComposites schools={result.schools} emptyNotes={emptyNotes} />
            {result.notes
              .filter((note) => !emptyNotes.includes(note))
              .map((note) => (
                <Typography.Paragraph key={note} type="secondary" className="yzy-compute-note">
                  {note}
                </Typography.Paragraph>
              ))}
          </>
        )}
      </div>
    </div>
  );
}

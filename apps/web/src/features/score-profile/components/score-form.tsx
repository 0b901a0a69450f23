import { useState } from 'react';
import type { MemberInfo } from '@yzy/shared/contracts';
import { regionLocks } from '@yzy/shared/rules';
import { Button, Form } from 'antd';
import { useExamCategories, useModifyNum, useProvinceNemtInfo, useProvinces, useTimeConfig } from '../api';
import { categoryOf, draftOf, withProvince, type ScoreDraft } from '../score-draft';
import { useScoreSave } from '../use-score-save';
import { ModifyCountsNote } from './modify-counts-note';
import { RegionFields } from './region-fields';
import { ScoreFields } from './score-fields';
import { SubjectPicker } from './subject-picker';
import '../score-profile.css';

/**
 * 完善高考成绩: province → category → subjects for the province's mode → scores → ranking when
 * required. Prefilled from the saved profile; region selects lock as regionLocks decides.
 */
export function ScoreForm({ member }: { member: MemberInfo }) {
  const saved = member.memberNemtInfo;
  const isSuperVip = member.isSuperVip === 1;
  const [draft, setDraft] = useState<ScoreDraft>(() => draftOf(saved));
  const provinces = useProvinces();
  const categories = useExamCategories(draft.provinceId);
  const subjectInfo = useProvinceNemtInfo(draft.provinceId);
  const timeConfig = useTimeConfig(draft.provinceId, draft.examCategoryId);
  const counts = useModifyNum(saved != null);
  const { submit, saving } = useScoreSave();

  const category = categoryOf(categories.data, draft.examCategoryId);
  const isInputRanking = timeConfig.data?.isInputRanking === 1;
  // Until the counts arrive an edited profile keeps its region locked: unlocking late is safe, locking late is not.
  const locks =
    saved && !isSuperVip && !counts.data
      ? { provinceLocked: true, examCategoryLocked: true }
      : regionLocks(saved, draft.provinceId, counts.data ?? zeroCounts, isSuperVip);
  const provinceName = provinces.data?.find((p) => p.provinceId === draft.provinceId)?.area.name ?? '';

  const patch = (next: Partial<ScoreDraft>) => setDraft((current) => ({ ...current, ...next }));

  function handleSubmit() {
    void submit(draft, { saved, isSuperVip, provinceName, category, subjectInfo: subjectInfo.data ?? null, isInputRanking });
  }

  return (
    <Form
      layout="horizontal"
      labelCol={{ flex: '96px' }}
      labelAlign="left"
      colon={false}
      data-testid="score-form"
      className="yzy-score-form"
    >
      {saved && <ModifyCountsNote counts={counts.data} isSuperVip={isSuperVip} />}
      <RegionFields
        provinces={provinces.data}
        categories={categories.data}
        provinceId={draft.provinceId}
        examCategoryId={draft.examCategoryId}
        provinceLocked={locks.provinceLocked}
        examCategoryLocked={locks.examCategoryLocked}
        onProvince={(provinceId) => setDraft((current) => withProvince(current, provinceId))}
        onCategory={(examCategoryId) => patch({ examCategoryId })}
      />
      {draft.provinceId != null && (
        <SubjectPicker info={subjectInfo.data} selected={draft.subjects} onChange={(subjects) => patch({ subjects })} />
      )}
      <ScoreFields draft={draft} limits={category?.examCategoryScore ?? null} isInputRanking={isInputRanking} onChange={patch} />
      <Button type="primary" size="large" block loading={saving} onClick={handleSubmit} data-testid="score-submit">
        {saved ? '保存修改' : '保存成绩'}
      </Button>
    </Form>
  );
}

const zeroCounts = {
  provinceModifyNumSurplus: 0,
  examModifyNumSurplus: 0,
  cultureScoreModifyNumSurplus: 0,
  testsScoreModifyNumSurplus: 0,
  nemtRankingModifyNumSurplus: 0,
};

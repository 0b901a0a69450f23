import type { ExamCategoryItem, MemberNemtInfo, MemberNemtInfoInput, ProvinceNemtInfo } from '@yzy/shared/contracts';
import { buildSelectSubject, FOREIGN_LANGUAGES, parseSelectSubject, type ProfileFacts, type ScoreFormValues } from '@yzy/shared/rules';

/** What the 完善高考成绩 form holds while the member edits it (empty inputs are null). */
export interface ScoreDraft extends ScoreFormValues {
  provinceId: number | null;
  examCategoryId: number | null;
  cultureScore: number | null;
  testsScore: number | null;
  chineseScore: number | null;
  englishScore: number | null;
  nemtRanking: number | null;
  language: string;
  subjects: string[];
}

/** A new form, or the saved profile when editing (修改成绩 opens it prefilled). */
export function draftOf(saved: MemberNemtInfo | null): ScoreDraft {
  if (!saved) {
    return {
      provinceId: null,
      examCategoryId: null,
      cultureScore: null,
      testsScore: null,
      chineseScore: null,
      englishScore: null,
      nemtRanking: null,
      language: FOREIGN_LANGUAGES[0],
      subjects: [],
    };
  }
  return {
    provinceId: saved.provinceId,
    examCategoryId: saved.examCategoryId,
    cultureScore: saved.cultureScore,
    testsScore: saved.testsScore,
    chineseScore: saved.chineseScore,
    englishScore: saved.englishScore,
    nemtRanking: saved.nemtRanking,
    language: saved.language || FOREIGN_LANGUAGES[0],
    subjects: parseSelectSubject(saved.selectSubject)?.subject ?? [],
  };
}

/** A province change starts the category and subjects over: both depend on the province. */
export function withProvince(draft: ScoreDraft, provinceId: number): ScoreDraft {
  return draft.provinceId === provinceId ? draft : { ...draft, provinceId, examCategoryId: null, subjects: [] };
}

/** The counted fields of a draft that passed validateScoreForm. */
export function factsOf(draft: ScoreDraft): ProfileFacts {
  return {
    provinceId: draft.provinceId ?? 0,
    examCategoryId: draft.examCategoryId ?? 0,
    cultureScore: draft.cultureScore ?? 0,
    testsScore: draft.testsScore ?? 0,
    nemtRanking: draft.nemtRanking,
  };
}

/** The body of createMemberNemtInfo / updateMemberNemtInfo (identity is always 1). */
export function bodyOf(draft: ScoreDraft, subjectInfo: ProvinceNemtInfo): MemberNemtInfoInput {
  return {
    provinceId: draft.provinceId ?? 0,
    examCategoryId: draft.examCategoryId ?? 0,
    cultureScore: draft.cultureScore ?? 0,
    testsScore: draft.testsScore ?? 0,
    chineseScore: draft.chineseScore,
    englishScore: draft.englishScore,
    nemtRanking: draft.nemtRanking,
    language: draft.language,
    identity: 1,
    selectSubject: buildSelectSubject(subjectInfo, draft.subjects),
  };
}

/** The chosen category entry, if any. */
export function categoryOf(categories: readonly ExamCategoryItem[] | undefined, id: number | null): ExamCategoryItem | null {
  return categories?.find((category) => category.id === id) ?? null;
}

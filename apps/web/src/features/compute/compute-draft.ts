import { compositeBody, type CompositeBody, type FormulaView, type MemberNemtInfo } from '@yzy/shared/contracts';
import { compositeInputError } from '@yzy/shared/rules';

/** The numbers in the form; null is an empty box. */
export interface ComputeDraft {
  culture: number | null;
  tests: number | null;
  chinese: number | null;
  english: number | null;
  bonus: number | null;
}

export type DraftField = keyof ComputeDraft;

/** What a draft amounts to: the body to send, or the first problem and the box it is in. */
export type DraftCheck = { body: CompositeBody; error: null; field: null } | { body: null; error: string; field: DraftField | null };

/** The member's saved numbers: the form's starting point (the profile keeps no policy bonus: 0). */
export function draftFromProfile(profile: MemberNemtInfo): ComputeDraft {
  return {
    culture: profile.cultureScore,
    tests: profile.testsScore,
    chinese: profile.chineseScore,
    english: profile.englishScore,
    bonus: 0,
  };
}

// compositeInputError names the box by its label; the contract by its field.
const FIELD_BY_LABEL: [string, DraftField][] = [
  ['高考成绩', 'culture'],
  ['统考成绩', 'tests'],
  ['政策加分', 'bonus'],
];
const FIELD_BY_KEY: Record<string, DraftField> = {
  cultureScore: 'culture',
  testsScore: 'tests',
  chineseScore: 'chinese',
  englishScore: 'english',
  bonusScore: 'bonus',
};

/**
 * Checks the numbers with the shared rules before anything is sent: the formula's own limits
 * (compositeInputError: culture and 统考 within their full scores, no negative bonus), then
 * the call's contract (语文 / 外语 at most 150, bonus at most 100). Bonus is sent only where
 * the formula counts it.
 */
export function checkDraft(formula: Pick<FormulaView, 'cultureFull' | 'testsFull' | 'bonusCounts'>, draft: ComputeDraft): DraftCheck {
  const bonus = formula.bonusCounts ? (draft.bonus ?? 0) : undefined;
  const ruleError = compositeInputError(formula, { culture: draft.culture ?? Number.NaN, tests: draft.tests ?? Number.NaN, bonus });
  if (ruleError) {
    return { body: null, error: ruleError, field: FIELD_BY_LABEL.find(([label]) => ruleError.startsWith(label))?.[1] ?? null };
  }
  const parsed = compositeBody.safeParse({
    cultureScore: draft.culture,
    testsScore: draft.tests,
    chineseScore: draft.chinese,
    englishScore: draft.english,
    ...(bonus === undefined ? {} : { bonusScore: bonus }),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { body: null, error: issue.message, field: FIELD_BY_KEY[String(issue.path[0])] ?? null };
  }
  return { body: parsed.data, error: null, field: null };
}

import { formulaOfFact } from '@yzy/shared/rules';
import type { ExamCategoryScoresTable } from '../../db/tables/score-profile';
import { formulaRuleOf, sourceTextOf } from '../../real-data/art-rules';
import { TESTS_FULL_SCORE, type ExamCategoryTemplate } from './categories';
import type { ProvinceFact } from './provinces';

/**
 * Score configs from the art rules kept as data (dataset/rules/art-formulas.ts, docs/domain.md):
 * each province's formula for a category, with its publisher, status and the year it was published
 * for. A category whose formula is not known gets no config: the product says 当前类暂不可选
 * rather than computing with a guessed formula.
 */

/** The score-config row of one province's category for one year; null when its formula is not known. */
export function scoreConfigOf(
  province: ProvinceFact,
  template: ExamCategoryTemplate,
  examCategoryId: number,
  year: number,
): (Omit<ExamCategoryScoresTable, 'id' | 'rule_status'> & { rule_status: string }) | null {
  const rule = formulaRuleOf(province.name, template.name, template.categoryName, year);
  const formula = rule ? formulaOfFact(rule.fact, province.cultureFullScore, TESTS_FULL_SCORE) : null;
  if (!rule || !formula) {
    return null;
  }
  return {
    exam_category_id: examCategoryId,
    year,
    culture_full_score: formula.cultureFull,
    tests_full_score: formula.testsFull,
    formula_kind: formula.kind,
    culture_weight: formula.cultureWeight,
    output_scale: formula.outputScale,
    rounding_digits: formula.roundingDigits,
    bonus_counts: formula.bonusCounts ? 1 : 0,
    source: sourceTextOf(rule),
    source_url: rule.fact.url,
    rule_year: rule.fact.year,
    rule_status: rule.borrowed && rule.fact.status === 'confirmed' ? 'unverified' : rule.fact.status,
  };
}

import type { ExamCategoryScoresTable } from '../../db/tables/score-profile';
import { BROADCASTING_CATEGORY_ID, CALLIGRAPHY_CATEGORY_ID, TESTS_FULL_SCORE } from './categories';
import type { ProvinceFact } from './provinces';

/**
 * Composite-score parameters per province (art-exam-domain-facts §1.3–§1.5). All published 2025
 * formulas are the weighted kind `C×w + P×(Cmax/Pmax)×(1−w)` (吉林's normalised form is the same
 * when Cmax is 750); 重庆 scales to 300 instead of to the culture full score. Provinces whose
 * formula was not found get the national-floor 50/50 and are labelled 示例数据.
 */
interface FormulaFact {
  weight: number;
  /** Output scale when it is not the culture full score. */
  outputScale?: number;
  /** Culture weight of 播音与主持类 when it differs. */
  broadcastingWeight?: number;
  bonusCounts?: number;
  roundingDigits?: number;
  source: string;
}

const PUBLISHED = '2025年省级公布口径';
const UNVERIFIED = '2025年公布口径（待核实）';
export const SAMPLE_SOURCE = '示例数据';

const FORMULAS: Record<string, FormulaFact> = {
  北京: { weight: 0.5, source: '2022、2025年省级公布口径' },
  安徽: { weight: 0.5, source: PUBLISHED },
  重庆: { weight: 0.5, outputScale: 300, source: PUBLISHED },
  福建: { weight: 0.5, source: PUBLISHED },
  甘肃: { weight: 0.7, bonusCounts: 0, source: `${PUBLISHED}（文化成绩不含政策加分）` },
  广东: { weight: 0.5, source: PUBLISHED },
  广西: { weight: 0.5, source: PUBLISHED },
  贵州: { weight: 0.5, source: PUBLISHED },
  河北: { weight: 0.5, broadcastingWeight: 0.7, roundingDigits: 3, source: `${PUBLISHED}（播音与主持类权重、保留位数待核实）` },
  吉林: { weight: 0.5, source: PUBLISHED },
  江西: { weight: 0.5, source: PUBLISHED },
  宁夏: { weight: 0.5, source: PUBLISHED },
  青海: { weight: 0.5, source: PUBLISHED },
  山东: { weight: 0.5, source: PUBLISHED },
  山西: { weight: 0.5, source: PUBLISHED },
  陕西: { weight: 0.5, source: PUBLISHED },
  上海: { weight: 0.5, source: PUBLISHED },
  四川: { weight: 0.5, source: UNVERIFIED },
};

const SAMPLE: FormulaFact = { weight: 0.5, source: SAMPLE_SOURCE };

/** Provinces and national categories deliberately left without a score config (当前类暂不可选). */
const WITHOUT_CONFIG: readonly { province: string; categoryId: number }[] = [{ province: '西藏', categoryId: CALLIGRAPHY_CATEGORY_ID }];

export function hasScoreConfig(province: ProvinceFact, categoryId: number): boolean {
  return !WITHOUT_CONFIG.some((w) => w.province === province.name && w.categoryId === categoryId);
}

/** The score-config row of one province's category for one year. */
export function scoreConfigOf(
  province: ProvinceFact,
  categoryId: number,
  examCategoryId: number,
  year: number,
): Omit<ExamCategoryScoresTable, 'id'> {
  const fact = FORMULAS[province.name] ?? SAMPLE;
  const weight = categoryId === BROADCASTING_CATEGORY_ID && fact.broadcastingWeight ? fact.broadcastingWeight : fact.weight;
  return {
    exam_category_id: examCategoryId,
    year,
    culture_full_score: province.cultureFullScore,
    tests_full_score: TESTS_FULL_SCORE,
    formula_kind: 'weighted',
    culture_weight: weight,
    output_scale: fact.outputScale ?? province.cultureFullScore,
    rounding_digits: fact.roundingDigits ?? 2,
    bonus_counts: fact.bonusCounts ?? 1,
    // Parameters found for 2025 are carried into later years until the province publishes new ones.
    source: fact.source !== SAMPLE_SOURCE && year > 2025 ? `沿用${fact.source}` : fact.source,
  };
}

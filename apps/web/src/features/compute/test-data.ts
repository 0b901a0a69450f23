import type { CompositeBody, CompositeResponse, FormulaView, MemberNemtInfo } from '@yzy/shared/contracts';
import { computeComposite, substituteFormula } from '@yzy/shared/rules';
import { envelope, mockServer, type MockServer } from '../../test/mock-adapter';

/** 河南 美术与设计类: 综合分 = 文化分 × 50% + 统考分 × (750/300) × 50%, bonus counted or not. */
export function henanFormula(bonusCounts = true): FormulaView {
  return {
    kind: 'weighted',
    cultureWeight: 0.5,
    cultureFull: 750,
    testsFull: 300,
    outputScale: 750,
    roundingDigits: 2,
    bonusCounts,
    text: '综合分 = 文化分 × 50% + 统考分 × (750/300) × 50%',
    notes: ['文化分含政策性加分', '结果保留2位小数（四舍五入）'],
    year: 2027,
    source: '示例数据',
  };
}

export const NO_SCHOOLS = '当前数据中没有院校单独公布的综合分计算公式，招生院校均按省统一公式计算';

/** A saved 河南 · 美术与设计类 profile: culture 480, 统考 230. */
export function henanProfile(): MemberNemtInfo {
  return {
    provinceId: 41,
    provinceName: '河南',
    examCategoryId: 151,
    examCategoryName: '美术与设计类',
    categoryId: 1,
    examCategoryScoreId: 460,
    examCategorySubName: '',
    cultureScore: 480,
    testsScore: 230,
    englishScore: null,
    chineseScore: null,
    nemtRanking: null,
    language: '英语',
    identity: 1,
    selectSubject: JSON.stringify({ is_new: 1, type: 2, subject: ['历史', '政治', '地理'] }),
    year: 2027,
    gkyear: 2027,
    mySubjectText: '史政地',
    cultureFullScore: 750,
    testsFullScore: 300,
  };
}

/** The rank the fake table gives: ten candidates per point below 750. */
const rankOf = (composite: number) => (750 - Math.floor(composite)) * 10;

/** A composite answer computed with the shared rules, as the server would. */
export function compositeAnswer(body: CompositeBody, formula: FormulaView): CompositeResponse {
  const scores = { culture: body.cultureScore ?? 480, tests: body.testsScore ?? 230, bonus: body.bonusScore ?? 0 };
  const composite = computeComposite(formula, scores);
  const rank = rankOf(composite);
  return {
    provinceId: 41,
    provinceName: '河南',
    examCategoryId: 151,
    examCategoryName: '美术与设计类',
    gkyear: 2027,
    input: { cultureScore: scores.culture, testsScore: scores.tests, chineseScore: body.chineseScore ?? null, englishScore: body.englishScore ?? null, bonusScore: scores.bonus },
    province: { composite, substituted: substituteFormula(formula, scores), formula },
    schools: [],
    rank: {
      tableId: 453,
      year: 2026,
      isCurrentYear: false,
      basis: '2027年一分一段表尚未公布，按2026年表估算',
      lookup: { score: composite, position: 'inTable', rowScore: Math.floor(composite), count: 10, cumulative: rank, rank, rankRange: [rank - 9, rank], note: null },
      source: '示例数据',
    },
    equivalents: [{ year: 2025, tableId: 452, score: composite + 5, rank: rank - 20, position: 'inTable', note: null, source: '示例数据' }],
    notes: [NO_SCHOOLS, '2027年一分一段表尚未公布，按2026年表估算：假定今年分数分布与2026年相同'],
  };
}

/** Answers compute/formulas and compute/composite for the 河南 formula. */
export function serveComputeCalls(formula = henanFormula()): MockServer {
  return mockServer((config) => {
    if (config.url === '/api/v1/compute/formulas') {
      return envelope(200, { provinceId: 41, provinceName: '河南', examCategoryId: 151, examCategoryName: '美术与设计类', province: formula, schools: [], notes: [NO_SCHOOLS] });
    }
    if (config.url === '/api/v1/compute/composite') {
      return envelope(200, compositeAnswer(JSON.parse(String(config.data)) as CompositeBody, formula));
    }
    return envelope(404, null, '未知接口');
  });
}

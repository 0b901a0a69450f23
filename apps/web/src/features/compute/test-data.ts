import type { CompositeBody, CompositeResponse, FormulaView, MemberNemtInfo } from '@yzy/shared/contracts';
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

/**
 * The server's answers for the numbers the tests enter, worked out by hand for the 河南 formula
 * (文化 × 50% + 统考 × 750/300 × 50%) rather than with the shared rules the page also uses, so a
 * wrong rule cannot agree with itself. Keyed by culture/tests/bonus; the fake table ranks ten
 * candidates per point below 750.
 */
const ANSWERS: Record<string, { composite: number; substituted: string }> = {
  '480/230/0': { composite: 527.5, substituted: '综合分 = 480 × 50% + 230 × (750/300) × 50% = 527.50' },
  '500/230/0': { composite: 537.5, substituted: '综合分 = 500 × 50% + 230 × (750/300) × 50% = 537.50' },
  '600/230/0': { composite: 587.5, substituted: '综合分 = 600 × 50% + 230 × (750/300) × 50% = 587.50' },
  '600/230/10': { composite: 592.5, substituted: '综合分 = (600 + 10) × 50% + 230 × (750/300) × 50% = 592.50' },
  '600/250/-': { composite: 612.5, substituted: '综合分 = 600 × 50% + 250 × (750/300) × 50% = 612.50' },
};

/** The fixed answer to a composite call, or null for numbers no test enters. */
function compositeAnswer(body: CompositeBody, formula: FormulaView): CompositeResponse | null {
  const key = `${body.cultureScore}/${body.testsScore}/${body.bonusScore ?? '-'}`;
  const answer = ANSWERS[key];
  if (!answer) {
    return null;
  }
  const { composite, substituted } = answer;
  const rank = (750 - Math.floor(composite)) * 10;
  return {
    provinceId: 41,
    provinceName: '河南',
    examCategoryId: 151,
    examCategoryName: '美术与设计类',
    gkyear: 2027,
    input: {
      cultureScore: body.cultureScore ?? 480,
      testsScore: body.testsScore ?? 230,
      chineseScore: body.chineseScore ?? null,
      englishScore: body.englishScore ?? null,
      bonusScore: body.bonusScore ?? 0,
    },
    province: { composite, substituted, formula },
    schools: [],
    rank: {
      tableId: 453,
      year: 2026,
      isCurrentYear: false,
      basis: '2027年一分一段表尚未公布，按2026年表估算',
      lookup: {
        score: composite,
        position: 'inTable',
        rowScore: Math.floor(composite),
        count: 10,
        cumulative: rank,
        rank,
        rankRange: [rank - 9, rank],
        note: null,
      },
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
      return envelope(200, {
        provinceId: 41,
        provinceName: '河南',
        examCategoryId: 151,
        examCategoryName: '美术与设计类',
        province: formula,
        schools: [],
        notes: [NO_SCHOOLS],
      });
    }
    if (config.url === '/api/v1/compute/composite') {
      const answer = compositeAnswer(JSON.parse(String(config.data)) as CompositeBody, formula);
      return answer ? envelope(200, answer) : envelope(10001, null, '测试未准备这组成绩的答案');
    }
    return envelope(404, null, '未知接口');
  });
}

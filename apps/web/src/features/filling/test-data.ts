import type {
  FillingBatch,
  FillingBatches,
  FillingOverview,
  RecommendPage,
  RecommendRow,
  TargetAnswer,
  TestsRankAnswer,
  VolunteerList,
} from '@yzy/shared/contracts';
import { envelope, mockServer, type MockServer } from '../../test/mock-adapter';

/** Component-test data for /filling: 河南 · 美术与设计类, 2027, the 本科提前批 (顺序) and 本科批 (平行). */
export function batchOf(overrides: Partial<FillingBatch> = {}): FillingBatch {
  return {
    id: 191,
    year: 2027,
    name: '艺术类本科批',
    level: '本科',
    sort: 2,
    mode: '平行',
    unit: '院校专业组',
    maxSlots: 40,
    majorsPerSlot: 6,
    allowAdjust: true,
    planCount: 40,
    source: '示例数据',
    ...overrides,
  };
}

export const BATCHES: FillingBatches = {
  provinceId: 41,
  provinceName: '河南',
  examCategoryId: 151,
  examCategoryName: '美术与设计类',
  gkyear: 2027,
  year: 2027,
  batches: [batchOf({ id: 190, name: '艺术类本科提前批', sort: 1, mode: '顺序', unit: '院校', maxSlots: 2, planCount: 41 }), batchOf()],
};

export function rowOf(overrides: Partial<RecommendRow> = {}): RecommendRow {
  return {
    planId: 2721,
    year: 2027,
    batchId: 191,
    batchName: '艺术类本科批',
    school: {
      id: 60,
      name: '天津工业大学',
      provinceId: 12,
      provinceName: '天津',
      city: '天津',
      type: '理工',
      nature: '公办',
      tags: ['双一流'],
    },
    major: { id: 57, name: '视觉传达设计', code: '130502', classCode: '1305' },
    planCount: 6,
    tuition: '11800.00',
    years: 4,
    reference: false,
    referenceYear: null,
    lines: [
      { year: 2026, minScore: 531.2, minRank: 2650, planCount: 6, source: '示例数据', sourceUrl: null },
      { year: 2025, minScore: 536.5, minRank: 2590, planCount: 5, source: '示例数据', sourceUrl: null },
      { year: 2024, minScore: 517.8, minRank: 2700, planCount: 6, source: '示例数据', sourceUrl: null },
    ],
    composite: 527.5,
    formula: 'province',
    probability: 0.62,
    tier: '稳',
    evidence: {
      basis: '位次',
      band: [0.5, 0.72],
      years: [2026, 2025, 2024],
      gap: { year: 2026, line: 531.2, points: -3.7 },
      missingYears: [],
    },
    hopeless: false,
    wasted: false,
    volatile: false,
    locked: false,
    explanation: '近3年最低位次：2026年2,650、2025年2,590、2024年2,700；录取概率约62%，属「稳」。',
    reason: null,
    excluded: false,
    exclusions: [],
    decidedBy: null,
    warnings: [],
    inCurrentTable: null,
    source: '示例数据',
    sourceUrl: null,
    schoolFormula: null,
    ...overrides,
  };
}

export function pageOf(overrides: Partial<RecommendPage> = {}): RecommendPage {
  return {
    content: [rowOf()],
    total: 1,
    page: 1,
    size: 20,
    counts: { 冲: 34, 稳: 1, 保: 5, unrated: 0, excluded: 2 },
    locked: 0,
    folded: 0,
    vip: false,
    freeRowsPerTier: 5,
    batch: batchOf(),
    member: {
      composite: 527.5,
      rank: 2897,
      rankYear: 2026,
      rankEstimated: true,
      rankEntered: false,
      equivalents: [
        { year: 2026, score: 527.5, rank: 2897 },
        { year: 2025, score: 533.18, rank: 2874 },
      ],
    },
    ...overrides,
  };
}

export const TABLES: VolunteerList = {
  content: [
    {
      id: 7,
      name: '本科批方案一',
      batchId: 191,
      batchName: '艺术类本科批',
      year: 2027,
      isCurrent: true,
      entryCount: 2,
      maxSlots: 40,
      createdAt: 1795360000,
      updatedAt: 1795360400,
    },
  ],
};

type Answer = unknown | ((params: Record<string, string>, body: Record<string, unknown>) => unknown);

/** Answers /filling's calls; `answers` overrides a path (a value or a function of params and body). */
/** An overview as the server gives it for a 河南 历史 member in November: lines published, plans not yet. */
export const OVERVIEW: FillingOverview = {
  gkyear: 2027,
  planYear: 2025,
  plansPublished: false,
  reference: null,
  planCount: 0,
  lines: [
    {
      year: 2026,
      batchName: '艺术类本科批',
      level: '本科',
      subjectGroup: '历史',
      ordinary: false,
      culture: 331,
      tests: 200,
      composite: null,
      reaches: { culture: true, tests: false, composite: null },
      source: '河南省教育考试院',
      sourceUrl: 'https://www.haeea.cn/',
    },
  ],
  cultureRank: {
    year: 2026,
    subjectGroup: '历史',
    rank: 20411,
    total: 312000,
    source: '河南省教育考试院',
    sourceUrl: 'https://www.haeea.cn/',
  },
  history: { schools: 0, rows: 0, latestYear: null },
};

/** 目标倒推 of the default row (plan 2721, 62% 稳) from 520 / 240, worked out by hand for the test. */
export const TARGETS: TargetAnswer = {
  cultureScore: 520,
  testsScore: 240,
  fullScores: { culture: 750, tests: 300 },
  plans: [
    {
      planId: 2721,
      needs: {
        tests: { 稳: { status: 'reached' }, 保: { status: 'needed', score: 252 } },
        culture: { 稳: { status: 'reached' }, 保: { status: 'unreachable' } },
      },
      reason: null,
    },
  ],
};

/** No 统考 一分一段 held for the scope (河南 美术 today). */
export const NO_TESTS_RANK: TestsRankAnswer = {
  testsScore: 240,
  gkyear: 2027,
  provinceName: '河南',
  examCategoryName: '美术与设计类',
  rankYear: null,
  current: false,
  years: [],
  notes: ['本省该科类未公布统考（专业）成绩一分一段表，或本站尚未收录，无法换算统考位次'],
};

export function serveFilling(answers: Record<string, Answer> = {}): MockServer {
  const defaults: Record<string, Answer> = {
    '/api/v1/filling/batches': BATCHES,
    '/api/v1/filling/overview': OVERVIEW,
    '/api/v1/filling/recommend': pageOf(),
    '/api/v1/volunteer/list': TABLES,
    '/api/v1/getProvinceListForNemtInfo': [{ provinceId: 41, area: { name: '河南' } }],
    '/api/v1/filling/tests-rank': NO_TESTS_RANK,
    '/api/v1/filling/targets': (_params: Record<string, string>, body: Record<string, unknown>) =>
      JSON.stringify(body.planIds) === '[2721]' && body.cultureScore === undefined ? TARGETS : { ...TARGETS, plans: [] },
  };
  const all = { ...defaults, ...answers };
  return mockServer((config) => {
    const answer = all[config.url ?? ''];
    if (answer === undefined) {
      return envelope(10004, null, '未知接口');
    }
    const params = (config.params ?? {}) as Record<string, string>;
    const body = config.data ? (JSON.parse(String(config.data)) as Record<string, unknown>) : {};
    return envelope(200, typeof answer === 'function' ? (answer as (p: typeof params, b: typeof body) => unknown)(params, body) : answer);
  });
}

import type { CompositeResponse, RankRowItem, RankTableMeta } from '@yzy/shared/contracts';
import { envelope, mockServer, type MockServer } from '../../test/mock-adapter';

/** Component-test answers for /range: 河南 (41) with 美术与设计类 (151, three years) and 舞蹈类 (155, one year); 江苏 (32) with one table. */
export const HOME = { provinceId: 41, examCategoryId: 151, subjects: ['历史', '政治', '地理'], label: '河南 · 美术与设计类' };

function meta(id: number, year: number, provinceId: number, examCategoryId: number, examCategoryName: string): RankTableMeta {
  return {
    id,
    year,
    provinceId,
    examCategoryId,
    examCategoryName,
    subjectGroup: '',
    scoreType: 'composite',
    scoreTypeName: '综合分',
    maxScore: 750,
    totalCount: 6000,
    source: '示例数据',
    sourceUrl: null,
  };
}

/** The official page of 河南's 2026 culture tables in these answers. */
export const CULTURE_PAGE = 'https://www.haeea.cn/test/2026-wenhua.html';

/** 河南's 2026 culture tables (科类 普通类, id 0), 物理 and 历史. */
function culture(id: number, subjectGroup: string): RankTableMeta {
  return {
    ...meta(id, 2026, 41, 0, '普通类'),
    subjectGroup,
    scoreType: 'culture',
    scoreTypeName: '文化',
    totalCount: 13,
    source: '河南省教育考试院',
    sourceUrl: CULTURE_PAGE,
  };
}

export const TABLES: Record<number, RankTableMeta[]> = {
  41: [
    culture(401, '物理'),
    culture(402, '历史'),
    meta(453, 2026, 41, 151, '美术与设计类'),
    meta(465, 2026, 41, 155, '舞蹈类'),
    meta(452, 2025, 41, 151, '美术与设计类'),
    meta(451, 2024, 41, 151, '美术与设计类'),
  ],
  32: [meta(320, 2026, 32, 3201, '美术与设计类')],
};

/** 600 one-point steps from 749 down to 150, ten candidates each: score s sits at row index 749 − s. */
export const ROWS: RankRowItem[] = Array.from({ length: 600 }, (_, index) => {
  const cumulative = (index + 1) * 10;
  return { score: 749 - index, count: 10, cumulative, rankRange: [cumulative - 9, cumulative] };
});

/** A culture table as the data build fills it: 698 and 697 listed with nobody in them. */
export const CULTURE_ROWS: RankRowItem[] = [
  { score: 700, count: 2, cumulative: 2, rankRange: [1, 2] },
  { score: 699, count: 1, cumulative: 3, rankRange: [3, 3] },
  { score: 698, count: 0, cumulative: 3, rankRange: null },
  { score: 697, count: 0, cumulative: 3, rankRange: null },
  { score: 696, count: 10, cumulative: 13, rankRange: [4, 13] },
];

/** The member's composite 527.5: row 527 (index 222, page 3 of 100-row pages). */
export function myComposite(composite = 527.5): CompositeResponse {
  const formula = {
    kind: 'weighted' as const,
    cultureWeight: 0.5,
    cultureFull: 750,
    testsFull: 300,
    outputScale: 750,
    roundingDigits: 2,
    bonusCounts: true,
    text: '综合分 = 文化分 × 50% + 统考分 × (750/300) × 50%',
    notes: [],
    year: 2027,
    source: '示例数据',
  };
  return {
    provinceId: 41,
    provinceName: '河南',
    examCategoryId: 151,
    examCategoryName: '美术与设计类',
    gkyear: 2027,
    input: { cultureScore: 480, testsScore: 230, chineseScore: null, englishScore: null, bonusScore: 0 },
    province: { composite, substituted: `综合分 = 480 × 50% + 230 × (750/300) × 50% = ${composite.toFixed(2)}`, formula },
    schools: [],
    rank: null,
    equivalents: [],
    notes: [],
  };
}

function lookupOf(score: number) {
  const row = ROWS.find((r) => r.score <= score && score < r.score + 1);
  if (!row) {
    return {
      score,
      position: 'aboveTop',
      rowScore: null,
      count: null,
      cumulative: null,
      rank: 10,
      rankRange: [1, 10],
      note: '高于表内最高分',
    };
  }
  return {
    score,
    position: 'inTable',
    rowScore: row.score,
    count: row.count,
    cumulative: row.cumulative,
    rank: row.cumulative,
    rankRange: row.rankRange,
    note: null,
  };
}

type Params = Record<string, number>;

/** Answers every call of the page from the data above. */
export function serveRangeCalls(): MockServer {
  return mockServer((config) => {
    const params = (config.params ?? {}) as Params;
    switch (config.url) {
      case '/api/v1/getProvinceListForNemtInfo':
        return envelope(
          200,
          [41, 32].map((id) => ({ provinceId: id, area: { name: id === 41 ? '河南' : '江苏' }, type: 2, isNew: 1, cultureFullScore: 750 })),
        );
      case '/api/v1/range/tables':
        return envelope(200, TABLES[params.provinceId] ?? []);
      case '/api/v1/range/table': {
        const table = Object.values(TABLES)
          .flat()
          .find((t) => t.id === Number(params.id));
        const rows = table?.scoreType === 'culture' ? CULTURE_ROWS : ROWS;
        return envelope(200, { table, rows, total: rows.length, page: 1, size: rows.length, truncated: false });
      }
      case '/api/v1/range/lookup': {
        const table = TABLES[41].find((t) => t.id === Number(params.tableId));
        // Every culture score asked for here (the member's 480) is below the culture table's floor.
        const lookup =
          table?.scoreType === 'culture'
            ? {
                score: Number(params.score),
                position: 'belowFloor',
                rowScore: null,
                count: null,
                cumulative: null,
                rank: 14,
                rankRange: [14, 14],
                note: '低于表内最低分',
              }
            : lookupOf(Number(params.score));
        return envelope(200, { table, lookup });
      }
      case '/api/v1/range/equivalent':
        return envelope(200, {
          provinceId: 41,
          examCategoryId: 151,
          examCategoryName: '美术与设计类',
          gkyear: 2027,
          score: Number(params.score),
          current: null,
          equivalents: [],
          notes: ['该科类暂无综合分一分一段表，无法估算位次'],
        });
      case '/api/v1/compute/composite':
        return envelope(200, myComposite());
      default:
        return envelope(404, null, '未知接口');
    }
  });
}

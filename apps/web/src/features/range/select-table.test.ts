import { describe, expect, it } from 'vitest';
import { pageOfScore, rowScoreOf, selectTable } from './select-table';
import { HOME, ROWS, TABLES } from './test-data';

describe('selectTable', () => {
  const henan = TABLES[41];

  it("defaults to the member's category and the newest year", () => {
    const picked = selectTable(henan, {}, 41, HOME);
    expect(picked.categories).toEqual([
      { id: 0, name: '普通类（文化成绩）' },
      { id: 151, name: '美术与设计类' },
      { id: 155, name: '舞蹈类' },
    ]);
    expect(picked.years).toEqual([2026, 2025, 2024]);
    expect(picked.table?.id).toBe(453);
  });

  it('follows the URL and falls back where the tables do not have the choice', () => {
    expect(selectTable(henan, { examCategoryId: 155 }, 41, HOME).table?.id).toBe(465);
    expect(selectTable(henan, { year: 2024 }, 41, HOME).table?.id).toBe(451);
    expect(selectTable(henan, { examCategoryId: 999, year: 1999 }, 41, HOME).table?.id).toBe(453);
    // 舞蹈类 has no 2024 table: its newest year instead.
    expect(selectTable(henan, { examCategoryId: 155, year: 2024 }, 41, HOME).year).toBe(2026);
  });

  it("opens a split culture table on the member's own stream, 文科 standing for 历史 before the switch", () => {
    expect(selectTable(henan, { examCategoryId: 0 }, 41, HOME).table?.id).toBe(402);
    expect(selectTable(henan, { examCategoryId: 0 }, 41, { ...HOME, subjects: ['物理', '化学', '生物'] }).table?.id).toBe(401);
    const before = henan.filter((t) => t.id === 401).map((t) => ({ ...t, id: 301, subjectGroup: '理科' }));
    expect(selectTable([...before, { ...before[0], id: 302, subjectGroup: '文科' }], {}, 41, HOME).table?.id).toBe(302);
    // Another province's tables open on their first.
    expect(selectTable(henan, { examCategoryId: 0 }, 32, HOME).table?.id).toBe(401);
  });

  it("takes another province's first category, and nothing when it has no table", () => {
    expect(selectTable(TABLES[32], {}, 32, HOME).table?.id).toBe(320);
    const none = selectTable([], {}, 54, HOME);
    expect(none).toMatchObject({ examCategoryId: null, year: null, table: null, years: [], choices: [] });
  });
});

describe('rows and pages of a score', () => {
  it('finds the band of a 分数段 (rows 5 points apart), the top band open above', () => {
    const bands = [
      { score: 285, count: 65, cumulative: 65, rankRange: [1, 65] as [number, number] },
      { score: 280, count: 97, cumulative: 162, rankRange: [66, 162] as [number, number] },
      { score: 275, count: 192, cumulative: 354, rankRange: [163, 354] as [number, number] },
    ];
    expect([283, 280, 279, 296, 274].map((score) => rowScoreOf(bands, score))).toEqual([280, 280, 275, 285, null]);
    expect(pageOfScore(bands, 277)).toBe(1);
  });

  it('finds the 1-point step a score falls in', () => {
    expect(rowScoreOf(ROWS, 527.5)).toBe(527);
    expect(rowScoreOf(ROWS, 527)).toBe(527);
    expect(rowScoreOf(ROWS, 760)).toBeNull();
    expect(rowScoreOf(ROWS, 100)).toBeNull();
    expect(rowScoreOf(ROWS, null)).toBeNull();
  });

  it('opens the page holding the score; page 1 above the top, the last page below the floor', () => {
    expect(pageOfScore(ROWS, 749)).toBe(1);
    expect(pageOfScore(ROWS, 650)).toBe(1);
    expect(pageOfScore(ROWS, 649)).toBe(2);
    expect(pageOfScore(ROWS, 527.5)).toBe(3);
    expect(pageOfScore(ROWS, 800)).toBe(1);
    expect(pageOfScore(ROWS, 20)).toBe(6);
    expect(pageOfScore(ROWS, null)).toBe(1);
  });
});

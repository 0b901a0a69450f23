import type { ControlLineRow, RankTableRow } from '../../../../dataset/format';
import { examCategoryNames, type SheetBuilder } from './sheets';

/**
 * Control lines and 一分一段 tables as import rows, once per exam category they apply to; finer
 * tables summed into the whole-point steps the product ranks by.
 */

export function addControlLine(sheet: SheetBuilder, l: ControlLineRow): void {
  sheet.addPerCategory(examCategoryNames(l.category, l.direction), l.sourceId, {
    year: l.year,
    province: l.province,
    batch: l.batchName,
    level: l.level,
    subjectGroup: l.subjectGroup,
    cultureScore: l.cultureScore,
    testsScore: l.testsScore,
    compositeScore: l.compositeScore,
  });
}

/**
 * The import's table kind of a dataset table. 广东 publishes each table twice, with the 本科 and
 * the 专科 bonus rules; the composite keeps both (the engine ranks 专科 plans on the second), the
 * culture and 统考 tables keep the 本科 one (null: left out).
 */
export function rankKindOf(t: RankTableRow): string | null {
  if (t.kind !== '综合') {
    return t.level === '专科' ? null : t.kind;
  }
  return t.level === '专科' ? '综合分（专科）' : '综合分';
}

/**
 * One 一分一段 table. The product ranks by integer score steps (`count` in [score, score + 1)),
 * so finer tables (山东 publishes 0.01 steps) are summed into whole-point steps: each step keeps
 * the cumulative count of its lowest score, and no candidate is added or lost.
 */
export function addRankTable(sheet: SheetBuilder, t: RankTableRow): void {
  // A 文化 table with a category ranks that category's candidates by culture (山东 publishes these for 音乐/舞蹈).
  const names = examCategoryNames(t.category, t.direction);
  const kind = rankKindOf(t);
  if (names.length === 0 || kind === null) {
    sheet.unmatched += 1;
    return;
  }
  for (const [score, count, cumulative] of wholePointSteps(t.rows)) {
    for (const examCategory of names) {
      sheet.add(t.sourceId, {
        year: t.year,
        province: t.province,
        examCategory,
        subjectGroup: t.subjectGroup,
        kind,
        score,
        count,
        cumulative,
      });
    }
  }
}

export function wholePointSteps(rows: readonly [number, number, number][]): [number, number, number][] {
  const steps: [number, number, number][] = [];
  for (const [score, count, cumulative] of [...rows].sort((a, b) => b[0] - a[0])) {
    const step = Math.floor(score);
    const last = steps[steps.length - 1];
    if (last && last[0] === step) {
      last[1] += count;
      last[2] = cumulative;
    } else {
      steps.push([step, count, cumulative]);
    }
  }
  return steps;
}

// `npx tsx scripts/line-move-predictors.ts`: is a province's yearly move of art lines (the shared
// move of the line forecast, docs/engine.md "The line forecast") predictable from what is published
// before families fill? For every province-year after the reform with a shared move and both years'
// culture 一分一段 (历史, or 文科 the year before 3+1+2), it sets the move beside two candidates:
// - the culture table's move: the score at the same share of candidates in the two years' tables,
//   read at four points of the culture range art candidates sit in (per 750);
// - the change in the number of candidates in those tables.
// Each is judged leave one province-year out, as a straight line fitted on the others, against the
// mean of the others' moves (the engine's drift), by root mean square error. First new-gaokao years
// are left out: their move is fitted apart, and their tables change subject groups.
import { isFirstNewGaokaoYear } from '@yzy/shared/rules';
import type { RankTableRow } from '../dataset/format';
import { provinceYearMoves } from './backtest/line-fit';
import { afterReform, buildCases, lineCaseOf, loadRealData } from './backtest/real';

const ANCHORS = [330, 380, 430, 480] as const;

interface ProvinceYear {
  key: string;
  move: number;
  candidatesChange: number;
  cultureMove: Record<(typeof ANCHORS)[number], number>;
}

const data = loadRealData();
const cases = buildCases(data, 'latest')
  .cases.map(lineCaseOf)
  .filter((c) => afterReform(c.year) && !isFirstNewGaokaoYear(c.province, c.year));

function cultureTable(province: string, year: number): RankTableRow | undefined {
  return data.tables.find(
    (t) => t.province === province && t.year === year && t.kind === '文化' && (t.subjectGroup === '历史' || t.subjectGroup === '文科'),
  );
}

const total = (t: RankTableRow) => t.rows[t.rows.length - 1][2];

/** The share of a table's candidates at or above a score (rows run from the top score down). */
function shareAtOrAbove(t: RankTableRow, score: number): number {
  const row = t.rows.findLast(([s]) => s >= score);
  return (row?.[2] ?? 0) / total(t);
}

/** The score at which a table's candidates at or above it first reach a share. */
function scoreAtShare(t: RankTableRow, share: number): number {
  return (t.rows.find(([, , cum]) => cum / total(t) >= share) ?? t.rows[t.rows.length - 1])[0];
}

const points: ProvinceYear[] = [];
for (const [key, move] of provinceYearMoves(cases)) {
  const [province, year] = [key.split('|')[0], Number(key.split('|')[1])];
  const [before, after] = [cultureTable(province, year - 1), cultureTable(province, year)];
  if (!before || !after) {
    continue;
  }
  const per750 = (t: RankTableRow, score: number) => (score * 750) / t.maxScore;
  const cultureMove = Object.fromEntries(
    ANCHORS.map((a) => {
      const share = shareAtOrAbove(before, (a * before.maxScore) / 750);
      return [a, per750(after, scoreAtShare(after, share)) - a];
    }),
  ) as ProvinceYear['cultureMove'];
  points.push({ key, move, candidatesChange: (total(after) / total(before) - 1) * 100, cultureMove });
}

/** Root mean square error of each point's move forecast from the others: a line on x, or their mean without x. */
function leaveOneOut(x: ((p: ProvinceYear) => number) | null): number {
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  let squares = 0;
  for (const p of points) {
    const rest = points.filter((o) => o !== p);
    const my = mean(rest.map((o) => o.move));
    let forecast = my;
    if (x) {
      const mx = mean(rest.map(x));
      const slope = rest.reduce((s, o) => s + (x(o) - mx) * (o.move - my), 0) / rest.reduce((s, o) => s + (x(o) - mx) ** 2, 0);
      forecast = my + slope * (x(p) - mx);
    }
    squares += (p.move - forecast) ** 2;
  }
  return Math.sqrt(squares / points.length);
}

console.log('| province-year | shared move | candidates | culture move at ' + ANCHORS.join(' / ') + ' |');
console.log('|---|---:|---:|---|');
for (const p of points) {
  console.log(
    `| ${p.key.replace('|', ' ')} | ${p.move.toFixed(1)} | ${p.candidatesChange >= 0 ? '+' : ''}${p.candidatesChange.toFixed(1)}% | ${ANCHORS.map((a) => p.cultureMove[a].toFixed(0)).join(' / ')} |`,
  );
}
const fixed = (v: number) => v.toFixed(2);
console.log(
  `\nLeave one province-year out (${points.length} province-years), RMS error per 750: mean of the others ${fixed(leaveOneOut(null))}; ` +
    `candidates ${fixed(leaveOneOut((p) => p.candidatesChange))}; ` +
    ANCHORS.map((a) => `culture move at ${a} ${fixed(leaveOneOut((p) => p.cultureMove[a]))}`).join('; '),
);

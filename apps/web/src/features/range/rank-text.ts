import type { RankLookupResult } from '@yzy/shared/contracts';

/** A count or rank with thousands separators: 42,088. */
export function formatCount(value: number): string {
  return value.toLocaleString('zh-CN');
}

/** A 位次 range: 2,827–2,897, or one number when both ends agree; 「—」 for a score nobody had (no range). */
export function formatRankRange(range: readonly [number, number] | null): string {
  if (range === null) {
    return '—';
  }
  const [best, worst] = range;
  return best === worst ? formatCount(best) : `${formatCount(best)}–${formatCount(worst)}`;
}

/** A score as typed or computed: no trailing zeros (527.5, 480). */
export function formatScore(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** A row's score as the table counts it: 560, or in a 分数段 the band, 280–284 (the top band 285 分及以上). */
export function rowScoreText(score: number, step: number, top: boolean): string {
  if (step <= 1) {
    return String(score);
  }
  return top ? `${score}及以上` : `${score}–${score + step - 1}`;
}

/**
 * One sentence on where a score stands in a table. Outside the table it says so and gives only
 * what the table proves (a bound), never an extrapolated rank. In a 分数段 (`step` points a row) it
 * names the band and the band's 位次 range: the table says nothing finer.
 */
export function describeLookup(lookup: RankLookupResult, step = 1): string {
  const score = formatScore(lookup.score);
  if (lookup.position === 'aboveTop') {
    return `${score}分${lookup.note ?? ''}：位次在前 ${formatCount(lookup.rankRange[1])} 名之内，表中无法更精确`;
  }
  if (lookup.position === 'belowFloor') {
    return `${score}分${lookup.note ?? ''}：位次在第 ${formatCount(lookup.rank)} 名或之后，表中无法更精确`;
  }
  if (lookup.rowScore === null) {
    return `${score}分：${lookup.note ?? ''}，前面共 ${formatCount(lookup.cumulative ?? 0)} 人，位次为第 ${formatCount(lookup.rank)} 名`;
  }
  if (step > 1) {
    const band = rowScoreText(lookup.rowScore, step, lookup.rankRange[0] === 1);
    return `${score}分在 ${band} 分这一段：本段 ${formatCount(lookup.count ?? 0)} 人，累计 ${formatCount(lookup.rank)} 人，位次在 ${formatRankRange(lookup.rankRange)} 之间（分数段不再细分）`;
  }
  return `${score}分在 ${lookup.rowScore} 分段：本段 ${formatCount(lookup.count ?? 0)} 人，累计 ${formatCount(lookup.rank)} 人，同分位次区间 ${formatRankRange(lookup.rankRange)}`;
}

/** The headline 位次 of a look-up: the rank in the table, or the bound the table proves outside it. */
export function rankHeadline(lookup: RankLookupResult): string {
  if (lookup.position === 'aboveTop') {
    return `位次在前 ${formatCount(lookup.rankRange[1])} 名之内`;
  }
  if (lookup.position === 'belowFloor') {
    return `位次在第 ${formatCount(lookup.rank)} 名或之后`;
  }
  return `位次 ${formatCount(lookup.rank)}`;
}

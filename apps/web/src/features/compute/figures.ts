import type { RankLookupResult } from '@yzy/shared/contracts';

/** A count or rank with thousands separators: 2,897. */
export function formatCount(value: number): string {
  return value.toLocaleString('zh-CN');
}

/**
 * The estimated 位次 in words. Outside the table only the bound the table proves is given
 * (前 N 名之内 / 第 N 名或之后), never an extrapolated number.
 */
export function estimateText(lookup: RankLookupResult): string {
  if (lookup.position === 'aboveTop') {
    return `${lookup.note ?? ''}，位次在前 ${formatCount(lookup.rankRange[1])} 名之内`;
  }
  if (lookup.position === 'belowFloor') {
    return `${lookup.note ?? ''}，位次在第 ${formatCount(lookup.rank)} 名或之后`;
  }
  const [best, worst] = lookup.rankRange;
  const shared = best === worst ? '' : `（同分段位次 ${formatCount(best)}–${formatCount(worst)}）`;
  return `约第 ${formatCount(lookup.rank)} 名${shared}`;
}

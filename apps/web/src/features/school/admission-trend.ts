import type { AdmissionLine } from '@yzy/shared/contracts';

/** One year of a school's history in the member's province and category. */
export interface TrendPoint {
  year: number;
  /** The lowest admitted score of any of the school's majors that year. */
  minScore: number;
  /** The rank of that lowest admitted candidate. */
  minRank: number | null;
  majorName: string;
  source: string;
}

/** Per year, the school's lowest line (the one a candidate must clear to get in at all), oldest first. */
export function schoolTrend(lines: readonly AdmissionLine[]): TrendPoint[] {
  const byYear = new Map<number, AdmissionLine>();
  lines.forEach((line) => {
    const lowest = byYear.get(line.year);
    if (!lowest || line.minScore < lowest.minScore) {
      byYear.set(line.year, line);
    }
  });
  return [...byYear.values()]
    .sort((a, b) => a.year - b.year)
    .map((line) => ({ year: line.year, minScore: line.minScore, minRank: line.minRank, majorName: line.majorName, source: line.source }));
}

/** "2024–2026" or "2026" for a set of years; empty for none. */
export function yearSpan(years: readonly number[]): string {
  if (years.length === 0) {
    return '';
  }
  const first = Math.min(...years);
  const last = Math.max(...years);
  return first === last ? String(first) : `${first}–${last}`;
}

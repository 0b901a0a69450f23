import { HISTORY_YEARS } from '@yzy/shared/rules';
import type { MajorSchool } from '@yzy/shared/contracts';

/** The admission years shown as columns (newest first, at most three) and the plan year, from the data itself. */
export function lineYears(schools: readonly MajorSchool[]): { historyYears: number[]; planYear: number | null } {
  const years = new Set<number>();
  let planYear: number | null = null;
  schools.forEach((school) => {
    school.admissions.forEach((line) => years.add(line.year));
    if (school.plan) {
      planYear = school.plan.year;
    }
  });
  return { historyYears: [...years].sort((a, b) => b - a).slice(0, HISTORY_YEARS), planYear };
}

/** "547.86 / 392" for a year's line at one school, or — when it did not admit that year. */
export function lineText(school: MajorSchool, year: number): string {
  const line = school.admissions.find((a) => a.year === year);
  if (!line) {
    return '—';
  }
  return line.minRank == null ? String(line.minScore) : `${line.minScore} / ${line.minRank}`;
}

import type { AdmissionLine, PlanLine } from '@yzy/shared/contracts';

/** For each year, the admission row with the lowest 最低分 (the easiest way in that year), newest year first. The row itself is kept so its source is cited. */
export function lowestLineByYear(lines: readonly (AdmissionLine & { schoolName?: string })[]): (AdmissionLine & { schoolName?: string })[] {
  const byYear = new Map<number, AdmissionLine & { schoolName?: string }>();
  for (const line of lines) {
    const held = byYear.get(line.year);
    if (!held || line.minScore < held.minScore) {
      byYear.set(line.year, line);
    }
  }
  return [...byYear.values()].sort((a, b) => b.year - a.year);
}

/** The cheapest and dearest plan of this year's plans, each kept whole for its year and source; null without plans. */
export function tuitionSpan(plans: readonly PlanLine[]): { low: PlanLine; high: PlanLine } | null {
  if (plans.length === 0) {
    return null;
  }
  const sorted = [...plans].sort((a, b) => Number(a.tuition) - Number(b.tuition));
  return { low: sorted[0], high: sorted[sorted.length - 1] };
}

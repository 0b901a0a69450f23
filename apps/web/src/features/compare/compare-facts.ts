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

type PricedPlan = PlanLine & { tuition: string };

/** The cheapest and dearest plan of this year's plans with a published tuition, each kept whole for its year and source; null without one. */
export function tuitionSpan(plans: readonly PlanLine[]): { low: PricedPlan; high: PricedPlan } | null {
  const priced = plans.filter((p): p is PricedPlan => p.tuition !== null);
  if (priced.length === 0) {
    return null;
  }
  const sorted = [...priced].sort((a, b) => Number(a.tuition) - Number(b.tuition));
  return { low: sorted[0], high: sorted[sorted.length - 1] };
}

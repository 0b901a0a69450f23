import type { MemberStanding } from '@yzy/shared/contracts';
import { equivalentScore, historyYearsOf } from '@yzy/shared/rules';
import type { MemberProfile } from './filling.repository';
import type { UniverseTable } from './universe';

/**
 * The member's standing in the scope (the composite, this year's rank or the 位次 they entered, and
 * the equivalent score and rank of each past year), worked out once per evaluation.
 */

/**
 * The 位次 the member entered, as this year's rank: profiles carry it only where the province asks
 * for it and the year's scores are out (require-score-profile.ts). Its pool is this year's table
 * when held, else the newest earlier one (the nearest known size); without any table it is shown
 * but cannot feed the estimate.
 */
export function enteredRankOf(
  member: MemberProfile,
  year: number,
  current: UniverseTable | undefined,
  tableOf: (year: number) => UniverseTable | undefined,
): { rank: number; poolSize: number } | null {
  if (member.enteredRank == null) {
    return null;
  }
  const pool =
    current ??
    historyYearsOf(year)
      .map(tableOf)
      .find((t) => t !== undefined);
  return pool ? { rank: member.enteredRank, poolSize: Math.max(pool.total, member.enteredRank) } : null;
}

export function standingOf(
  year: number,
  composite: number,
  current: UniverseTable | undefined,
  currentRank: number | null,
  memberRanks: Map<number, number>,
  tableOf: (year: number) => UniverseTable | undefined,
  digits: number,
): MemberStanding {
  const pastYears = historyYearsOf(year).filter((t) => tableOf(t));
  const reference = current ?? (pastYears[0] !== undefined ? tableOf(pastYears[0]) : undefined);
  const equivalents = pastYears.map((t) => {
    const table = tableOf(t);
    if (!table || !reference) {
      return { year: t, score: null, rank: null };
    }
    if (table === reference) {
      return { year: t, score: composite, rank: memberRanks.get(t) ?? null };
    }
    const eq = equivalentScore(reference.rows, table.rows, composite, digits);
    return { year: t, score: eq.score, rank: eq.rank };
  });
  return {
    composite,
    rank: currentRank ?? (pastYears[0] !== undefined ? (memberRanks.get(pastYears[0]) ?? null) : null),
    rankYear: current ? year : (pastYears[0] ?? null),
    rankEstimated: !current,
    rankEntered: false,
    equivalents,
  };
}

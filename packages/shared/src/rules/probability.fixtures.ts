// Test fixtures of the probability engine, shared by its test files.
import type { HistoryYear, ProbabilityInput } from './probability';

export const POOL = 10_000;

/** A year of history: the line's rank, that year's plan and pool, and the member's 等效位次. */
export function year(y: number, minRank: number | null, over: Partial<HistoryYear> = {}): HistoryYear {
  return { year: y, minScore: 500, minRank, planCount: 10, poolSize: POOL, memberRank: null, ...over };
}

export function input(history: HistoryYear[], over: Partial<ProbabilityInput> = {}): ProbabilityInput {
  return { history, planCount: 10, current: { rank: 1000, poolSize: POOL }, composite: 520, scale: 750, ranksApply: true, ...over };
}

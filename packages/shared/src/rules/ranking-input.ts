/**
 * Whether the score form asks for 位次 (docs/product-rules.md). A province that publishes ranks
 * has `isInputRanking` set in its time config, but a candidate can only know their 位次 once that
 * year's culture scores (and so the year's 一分一段) are out: before the release time the form
 * neither asks for it nor refuses to save without it.
 */
export function asksForRanking(config: { isInputRanking: number; cultureScoreReleaseTime: number | null }, nowMs: number): boolean {
  return config.isInputRanking === 1 && config.cultureScoreReleaseTime !== null && nowMs >= config.cultureScoreReleaseTime * 1000;
}

/**
 * 分数段 tables: where an authority publishes a score distribution in bands of several points
 * (河南 美术与设计类's 统考: 5-point bands, 285, 280, … 175), a row counts the candidates in
 * [score, score + step) and `cumulative` those at or above `score`; the top row counts everyone at
 * or above it. Inside a band nobody's place is known, so a score's 位次 is a range and the score of
 * the same 位次 in another year is a range of scores too: these rules never interpolate inside a
 * band (docs/product-rules.md, "估分、目标倒推、统考位次"). One-point tables are rank.ts's.
 */
import { RANK_NOTES, type RankLookup, type RankRow, type TablePosition } from './rank';

/** At least this many rows, all the same distance apart, make a table read as bands. */
const BAND_ROWS_MIN = 3;

/**
 * Points per row: the spacing of a table whose rows (best score first) are all the same whole
 * number of points ≥ 2 apart, else 1 (一分一段, with or without scores nobody had). Read from the
 * rows, so a table an operator imports in the authority's 分数段 layout is read as bands at once.
 */
export function bandStepOf(rows: readonly RankRow[]): number {
  if (rows.length < BAND_ROWS_MIN) {
    return 1;
  }
  const step = rows[0].score - rows[1].score;
  if (!Number.isInteger(step) || step < 2) {
    return 1;
  }
  return rows.every((r, i) => i === 0 || rows[i - 1].score - r.score === step) ? step : 1;
}

export interface BandLookup {
  position: TablePosition;
  /** The band holding the score: [from, to) points; `to` is null for the top band (at or above `from`). Null outside the table. */
  band: [number, number | null] | null;
  /** [best, worst] 位次 a score in the band may have; null below the floor. */
  rankRange: [number, number] | null;
  note: string | null;
}

/** The band a score falls in and the 位次 range it gives (rows best score first, `step` points apart). */
export function lookupBand(rows: readonly RankRow[], step: number, score: number): BandLookup {
  const floor = rows[rows.length - 1];
  if (!floor || score < floor.score) {
    return { position: 'belowFloor', band: null, rankRange: null, note: RANK_NOTES.belowFloor };
  }
  const index = rows.findIndex((r) => r.score <= score);
  const row = rows[index];
  const ahead = index === 0 ? 0 : rows[index - 1].cumulative;
  return {
    position: 'inTable',
    band: [row.score, index === 0 ? null : row.score + step],
    rankRange: [ahead + 1, row.cumulative],
    note: null,
  };
}

/**
 * The row of a bands table as rank.ts's RankLookup (the 一分一段 page's look-up): the band's first
 * score as the row, its count, and the 位次 range of the band; never 表内无此分数段考生 inside a band.
 */
export function lookupBandRank(rows: readonly RankRow[], step: number, score: number): RankLookup {
  const found = lookupBand(rows, step, score);
  if (found.band === null || found.rankRange === null) {
    const rank = (rows[rows.length - 1]?.cumulative ?? 0) + 1;
    return {
      score,
      position: found.position,
      rowScore: null,
      count: null,
      cumulative: null,
      rank,
      rankRange: [rank, rank],
      note: found.note,
    };
  }
  const row = rows.find((r) => r.score === found.band?.[0]) as RankRow;
  return {
    score,
    position: 'inTable',
    rowScore: row.score,
    count: row.count,
    cumulative: row.cumulative,
    rank: row.cumulative,
    rankRange: found.rankRange,
    note: null,
  };
}

export interface SameRankBand {
  position: TablePosition;
  /** The scores [from, to) whose 位次 covers the whole range asked; `to` null when the range reaches the top band. Null off the table. */
  scores: [number, number | null] | null;
  note: string | null;
}

/**
 * The scores that held a 位次 range in another year's table (分数段 or 一分一段): from the band (or
 * score) holding the range's worst 位次 up to the end of the one holding its best. A range whose
 * worst 位次 is past the other table's floor reads down to the floor and says so.
 */
export function sameRankBand(rows: readonly RankRow[], step: number, rankRange: readonly [number, number]): SameRankBand {
  const floor = rows[rows.length - 1];
  const [best, worst] = rankRange;
  if (!floor || best > floor.cumulative) {
    return { position: 'belowFloor', scores: null, note: RANK_NOTES.belowFloor };
  }
  const at = (rank: number) => rows.findIndex((r) => r.cumulative >= rank);
  const top = at(best);
  const low = rows[worst > floor.cumulative ? rows.length - 1 : at(worst)];
  const to = top === 0 ? null : rows[top].score + step;
  return {
    position: 'inTable',
    scores: [low.score, to],
    note: worst > floor.cumulative ? `位次区间的后段${RANK_NOTES.belowFloor}` : null,
  };
}

/** Candidates at or above a score that may fall inside a band: [sure, at most] (equal on a band's edge). */
export function atOrAboveRange(rows: readonly RankRow[], step: number, score: number): [number, number] {
  const floor = rows[rows.length - 1];
  if (!floor) {
    return [0, 0];
  }
  if (score <= floor.score) {
    return [floor.cumulative, floor.cumulative];
  }
  const found = lookupBand(rows, step, score);
  const [from] = found.band ?? [floor.score];
  const index = rows.findIndex((r) => r.score === from);
  const sure = index === 0 ? 0 : rows[index - 1].cumulative;
  return score === from ? [rows[index].cumulative, rows[index].cumulative] : [sure, rows[index].cumulative];
}

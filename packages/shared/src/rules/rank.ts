/**
 * 一分一段 tables (docs/domain.md, Lines and ranks): a score's rank, the score at a rank, and the
 * equivalent score in another year by rank (位次法 / 等效分).
 *
 * A row covers the 1-point bin [score, score + 1): `count` candidates scored inside it and
 * `cumulative` candidates scored at least `score`, so everyone in the bin shares the 位次 range
 * [cumulative − count + 1, cumulative] and the published 位次 is `cumulative`. Rows run best
 * score first. Scores outside the table are answered as outside, never extrapolated.
 */
import { roundTo } from './composite';

export interface RankRow {
  score: number;
  /** Candidates in [score, score + 1). */
  count: number;
  /** Candidates with at least `score`. */
  cumulative: number;
}

/** Where a score or a rank sits relative to a table. */
export type TablePosition = 'inTable' | 'aboveTop' | 'belowFloor';

export const RANK_NOTES = {
  aboveTop: '高于表内最高分',
  belowFloor: '低于表内最低分',
  gap: '表内无此分数段考生',
} as const;

export interface RankLookup {
  score: number;
  position: TablePosition;
  /** Score of the row (bin) the score falls in; null outside the table or in an empty step. */
  rowScore: number | null;
  /** Candidates in the same 1-point bin; 0 in an empty step; null outside the table. */
  count: number | null;
  /** Candidates with at least the bin's score (累计人数); null outside the table. */
  cumulative: number | null;
  /** 位次 to compare with admission records' min ranks: `cumulative` in the table, the bound nearest the table outside it. */
  rank: number;
  /** [best, worst] 位次 possible at this score. */
  rankRange: [number, number];
  /** 高于表内最高分 / 低于表内最低分 / 表内无此分数段考生; null for a plain row. */
  note: string | null;
}

export interface ScoreAtRank {
  rank: number;
  position: TablePosition;
  /** The row score whose 位次 range holds the rank; null below the floor (or above a top row that does not start at 1). */
  score: number | null;
  note: string | null;
}

export interface EquivalentScore {
  position: TablePosition;
  /** The score with the same standing in the target table, 1-point bins interpolated; null outside either table. */
  score: number | null;
  /** 位次 of that score in the target table (its row's 累计人数); null when there is no score. */
  rank: number | null;
  note: string | null;
}

/** Rows best score first, as the look-ups expect (stored order may differ). */
export function sortRankRows<T extends RankRow>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => b.score - a.score);
}

/** The rank of a score in a table (rows best score first). */
export function lookupRank(rows: readonly RankRow[], score: number): RankLookup {
  if (rows.length === 0) {
    return {
      score,
      position: 'belowFloor',
      rowScore: null,
      count: null,
      cumulative: null,
      rank: 1,
      rankRange: [1, 1],
      note: RANK_NOTES.belowFloor,
    };
  }
  const top = rows[0];
  const floor = rows[rows.length - 1];
  if (score >= top.score + 1) {
    return {
      score,
      position: 'aboveTop',
      rowScore: null,
      count: null,
      cumulative: null,
      rank: top.cumulative,
      rankRange: [1, top.cumulative],
      note: RANK_NOTES.aboveTop,
    };
  }
  if (score < floor.score) {
    const rank = floor.cumulative + 1;
    return {
      score,
      position: 'belowFloor',
      rowScore: null,
      count: null,
      cumulative: null,
      rank,
      rankRange: [rank, rank],
      note: RANK_NOTES.belowFloor,
    };
  }
  const index = firstIndex(rows, (r) => r.score <= score);
  const row = rows[index];
  if (score >= row.score + 1 || row.count === 0) {
    // An empty step, left out between two rows or listed with nobody in it: everyone above is ahead, nobody is level.
    const ahead = score >= row.score + 1 ? rows[index - 1].cumulative : row.cumulative;
    return {
      score,
      position: 'inTable',
      rowScore: null,
      count: 0,
      cumulative: ahead,
      rank: ahead + 1,
      rankRange: [ahead + 1, ahead + 1],
      note: RANK_NOTES.gap,
    };
  }
  const best = Math.max(1, row.cumulative - row.count + 1);
  return {
    score,
    position: 'inTable',
    rowScore: row.score,
    count: row.count,
    cumulative: row.cumulative,
    rank: row.cumulative,
    rankRange: [best, row.cumulative],
    note: null,
  };
}

/** The score at a 位次: the row whose range [cumulative − count + 1, cumulative] holds it. */
export function scoreForRank(rows: readonly RankRow[], rank: number): ScoreAtRank {
  const floor = rows[rows.length - 1];
  if (!floor || rank > floor.cumulative) {
    return { rank, position: 'belowFloor', score: null, note: RANK_NOTES.belowFloor };
  }
  const row = rows[rowIndexAtRank(rows, rank)];
  if (rank <= row.cumulative - row.count) {
    return { rank, position: 'aboveTop', score: null, note: RANK_NOTES.aboveTop };
  }
  return { rank, position: 'inTable', score: row.score, note: null };
}

/**
 * The score that stands where `score` stands, by rank (位次法): the number of candidates ahead
 * of the score in `from` (counting the part of its bin above it) is carried to `to`, and read back
 * inside the bin holding it. The same table gives the score back; `digits` rounds the answer.
 */
export function equivalentScore(from: readonly RankRow[], to: readonly RankRow[], score: number, digits = 2): EquivalentScore {
  const ahead = candidatesAhead(from, score);
  if (ahead.position !== 'inTable') {
    return { position: ahead.position, score: null, rank: null, note: RANK_NOTES[ahead.position] };
  }
  const floor = to[to.length - 1];
  if (!floor || ahead.value > floor.cumulative) {
    return { position: 'belowFloor', score: null, rank: null, note: RANK_NOTES.belowFloor };
  }
  const row = to[firstIndex(to, (r) => r.cumulative >= ahead.value)];
  const within = row.count > 0 ? Math.min(Math.max((row.cumulative - ahead.value) / row.count, 0), 1) : 0;
  // Kept inside the bin: its top belongs to the next row up.
  const top = roundTo(row.score + 1 - 10 ** -digits, digits);
  return { position: 'inTable', score: Math.min(roundTo(row.score + within, digits), top), rank: row.cumulative, note: null };
}

/** Candidates ahead of a score, continuous inside a bin: cumulative − count × (score − row score). */
function candidatesAhead(rows: readonly RankRow[], score: number): { position: TablePosition; value: number } {
  const found = lookupRank(rows, score);
  if (found.position !== 'inTable') {
    return { position: found.position, value: 0 };
  }
  if (found.rowScore === null || found.count === null || found.cumulative === null) {
    return { position: 'inTable', value: found.rank - 1 };
  }
  return { position: 'inTable', value: found.cumulative - found.count * (score - found.rowScore) };
}

/** Index of the row whose 位次 range holds a rank (rows.length when the rank is past the table's floor). */
export function rowIndexAtRank(rows: readonly RankRow[], rank: number): number {
  return firstIndex(rows, (r) => r.cumulative >= rank);
}

/** Binary search: index of the first row passing a test that stays true once true (rows run best score first). */
function firstIndex(rows: readonly RankRow[], passes: (row: RankRow) => boolean): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (passes(rows[mid])) {
      hi = mid;
    } else {
      lo = mid + 1;
    }
  }
  return lo;
}

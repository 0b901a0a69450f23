import { lookupRank, rowIndexAtRank, type RankRow } from '@yzy/shared/rules';
import { normal, normalCdf, uniform } from './random';

export type { RankRow };

/**
 * The one latent model behind every generated admission number (README.md beside this file).
 * Pure functions: pool sizes, the composite-score distribution and its 一分一段 table, school
 * strength, the admission fraction and how plan changes and year noise move it.
 */

export interface Pool {
  total: number;
  mean: number;
  sd: number;
  scale: number;
}

/** Relative size of a province's art-candidate cohort (demo estimate); 1 ≈ 30,000 candidates. */
const PROVINCE_WEIGHT: Record<number, number> = {
  41: 2.2,
  37: 2.0,
  44: 1.7,
  13: 1.6,
  51: 1.6,
  43: 1.3,
  34: 1.3,
  32: 1.2,
  42: 1.1,
  36: 1.0,
  45: 1.0,
  33: 0.9,
  53: 0.9,
  52: 0.9,
  61: 0.9,
  14: 0.9,
  35: 0.8,
  50: 0.8,
  21: 0.7,
  23: 0.6,
  62: 0.6,
  22: 0.5,
  15: 0.5,
  11: 0.4,
  65: 0.4,
  12: 0.35,
  31: 0.3,
  46: 0.25,
  64: 0.2,
  63: 0.15,
  54: 0.08,
};
const CANDIDATES_PER_WEIGHT = 30_000;
/** Share of the art cohort per national category code. */
const CATEGORY_SHARE: Record<number, number> = { 1: 0.58, 2: 0.18, 3: 0.05, 4: 0.08, 5: 0.08, 6: 0.03 };

/** Share of a category's candidates in one direction (音乐类 and 表（导）演类 split three ways). */
export function directionShare(direction: string, siblings: number): number {
  if (!direction) {
    return 1;
  }
  const known: [string, number][] = [
    ['声乐', 0.4],
    ['器乐', 0.25],
    ['教育', 0.35],
    ['服装', 0.15],
    ['导演', 0.25],
    ['表演', 0.6],
  ];
  return known.find(([word]) => direction.includes(word))?.[1] ?? 1 / Math.max(1, siblings);
}

/** Candidates ranked in one province × exam category × year: cohort × category share × growth × noise. */
export function poolSize(seed: number, provinceId: number, code: number, share: number, year: number, examCategoryId: number): number {
  const weight = PROVINCE_WEIGHT[provinceId] ?? 0.5;
  const growth = 1 + 0.04 * (year - 2024);
  const noise = Math.exp(0.04 * normal(seed, `pool:${examCategoryId}:${year}`));
  return Math.max(60, Math.round(CANDIDATES_PER_WEIGHT * weight * (CATEGORY_SHARE[code] ?? 0.05) * share * growth * noise));
}

/** The composite-score distribution of a pool: a truncated normal around 55% of the scale. */
export function poolOf(seed: number, total: number, scale: number, examCategoryId: number, year: number): Pool {
  const mean = scale * (0.55 + 0.015 * normal(seed, `mean:${examCategoryId}:${year}`));
  const sd = scale * (0.1 + 0.005 * normal(seed, `sd:${examCategoryId}:${year}`));
  return { total, mean, sd, scale };
}

/** The 一分一段 table of a pool, best score first; one row per integer score with at least one candidate. */
export function rankTableOf(pool: Pool): RankRow[] {
  const lower = Math.floor(pool.scale * 0.2);
  const upper = Math.floor(pool.scale * 0.98);
  const cdf = (s: number) => normalCdf((s - pool.mean) / pool.sd);
  const top = cdf(upper + 1);
  const mass = top - cdf(lower);
  const cumulativeAt = (s: number) => (s <= lower ? pool.total : Math.round((pool.total * (top - cdf(s))) / mass));
  const rows: RankRow[] = [];
  let above = 0;
  for (let s = upper; s >= lower; s -= 1) {
    const cumulative = cumulativeAt(s);
    if (cumulative > above) {
      rows.push({ score: s, count: cumulative - above, cumulative });
      above = cumulative;
    }
  }
  return rows;
}

/**
 * The composite score of the candidate at a rank: inside the integer bin whose 位次 interval holds
 * the rank, spread evenly, so looking the score up again lands in the same bin.
 */
export function scoreAtRank(rows: readonly RankRow[], rank: number, digits: number): number {
  const row = rows[rowIndexAtRank(rows, rank)] ?? rows[rows.length - 1];
  const k = Math.min(Math.max(1, rank - (row.cumulative - row.count)), row.count);
  const step = 10 ** -digits;
  const value = Math.min(row.score + 1 - k / (row.count + 1), row.score + 1 - step);
  return Math.max(row.score, Number(value.toFixed(digits)));
}

/** The rank (累计人数) of a score, by the same look-up the site uses, so generated lines agree with 一分一段. */
export function rankAtScore(rows: readonly RankRow[], score: number): number {
  return lookupRank(rows, score).rank;
}

/** Latent strength θ in (0, 1) of a school: its tier plus a small per-school jitter. */
export function strengthOf(seed: number, tier: number, name: string): number {
  const base = [0.95, 0.8, 0.6, 0.42, 0.2][Math.min(Math.max(tier, 1), 5) - 1];
  return Math.min(0.99, Math.max(0.02, base + 0.04 * normal(seed, `strength:${name}`)));
}

/** Majors many candidates want: their lines sit higher. Theory-leaning ones sit lower. */
const POPULAR = new Set(['130502', '130503', '130508', '130309', '130301', '130310']);
const QUIET = new Set(['130101', '130501', '130409T', '130413TK', '130212T', '130207T']);

/**
 * Expected admitted share of the pool (min rank ÷ pool size) for a school's major in a province:
 * log-linear in strength from top 0.4% (θ = 1) to 80% (θ = 0); home-province schools admit deeper.
 */
export function admissionFraction(strength: number, majorCode: string, home: boolean): number {
  const base = Math.exp(Math.log(0.004) + (1 - strength) * (Math.log(0.8) - Math.log(0.004)));
  const popularity = POPULAR.has(majorCode) ? 0.8 : QUIET.has(majorCode) ? 1.25 : 1;
  return Math.min(0.9, base * popularity * (home ? 1.6 : 1));
}

/** The minimum rank of one year: fraction × (plan ÷ usual plan)^0.5 × year noise × pool, never above the plan. */
export function minRankOf(seed: number, key: string, fraction: number, plan: number, usualPlan: number, pool: number): number {
  const noise = Math.exp(0.12 * normal(seed, `rank:${key}`));
  const rank = Math.round(fraction * Math.sqrt(plan / usualPlan) * noise * pool);
  return Math.min(Math.max(rank, plan), Math.round(pool * 0.97));
}

/** Usual plan count of a school's major in a province: bigger at home and at weaker schools. */
export function usualPlanOf(seed: number, key: string, strength: number, home: boolean): number {
  const base = (home ? 14 : 3) * (1 + (1 - strength) * 0.8);
  return Math.max(1, Math.round(base * Math.exp(0.4 * normal(seed, `usual:${key}`))));
}

/** One year's plan count: the usual plan moved by ±20%-ish noise. */
export function planOf(seed: number, key: string, usualPlan: number, year: number): number {
  return Math.max(1, Math.round(usualPlan * Math.exp(0.18 * normal(seed, `plan:${key}:${year}`))));
}

/** Tuition per year in fen, by nature and major. */
export function tuitionFenOf(seed: number, key: string, nature: string, majorCode: string): number {
  const u = uniform(seed, `tuition:${key}`);
  const theory = majorCode.startsWith('1301') || majorCode === '130501' || majorCode === '130401';
  let yuan: number;
  if (nature === '民办') {
    yuan = 22_000 + u * 16_000;
  } else if (nature === '中外合作') {
    yuan = 60_000 + u * 30_000;
  } else {
    yuan = theory ? 6_000 + u * 2_000 : 10_000 + u * 5_000;
  }
  return Math.round(yuan / 100) * 100 * 100;
}

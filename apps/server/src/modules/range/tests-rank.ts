import type { Kysely } from 'kysely';
import type { TestsRankAnswer, TestsRankYear } from '@yzy/shared/contracts';
import { atOrAboveRange, bandStepOf, equivalentScore, lookupBand, lookupRank, sameRankBand, type RankRow } from '@yzy/shared/rules';
import type { Database } from '../../db/schema';
import type { MemberProfile } from '../score-profile';
import { loadRankRows } from './range.repository';
import { listTestsTables, testsPassLines } from './tests-rank.repository';

/**
 * A 统考 score read as a rank (docs/product-rules.md, "估分、目标倒推、统考位次"): where the
 * province publishes a 统考 (专业) 一分一段 for the category (山东 音乐类, 舞蹈类), the member's
 * 位次 among that year's candidates (gkyear's table once an operator imports it, else the newest
 * held, which the answer says), the score with the same 位次 in each other year held, and how
 * many reached the year's 专业合格线 where that line is held. Each year names its source.
 * Where a year is published as a 分数段 (河南 美术与设计类: 5-point bands, rank-bands.ts), the 位次,
 * the same-rank scores and the pass count are ranges, never interpolated inside a band.
 */

export const NO_TESTS_TABLE_NOTE = '本省该科类未公布统考（专业）成绩一分一段表，或本站尚未收录，无法换算统考位次';

export async function testsRankOf(db: Kysely<Database>, profile: MemberProfile): Promise<TestsRankAnswer> {
  const score = profile.tests;
  const base = {
    testsScore: score,
    gkyear: profile.gkyear,
    provinceName: profile.provinceName,
    examCategoryName: profile.examCategoryName,
  };
  const tables = await listTestsTables(db, profile.examCategoryId, profile.gkyear);
  const reference = tables[0];
  if (!reference) {
    return { ...base, rankYear: null, current: false, years: [], notes: [NO_TESTS_TABLE_NOTE] };
  }
  const [rows, passLines] = await Promise.all([
    Promise.all(tables.map((t) => loadRankRows(db, t.id))),
    testsPassLines(
      db,
      profile.examCategoryId,
      tables.map((t) => t.year),
    ),
  ]);
  const steps = rows.map(bandStepOf);
  const banded = steps.some((step) => step > 1);
  const current = reference.year === profile.gkyear;
  const place = placeIn(rows[0], steps[0], score);
  const years = tables.map((t, i): TestsRankYear => {
    const line = passLines.get(t.year);
    const common = {
      year: t.year,
      total: t.total,
      step: steps[i],
      passLine: line === undefined ? null : passLineOf(rows[i], steps[i], line),
      source: t.source,
      sourceUrl: t.sourceUrl,
    };
    const none = { rank: null, rankRange: null, band: null, sameRankScore: null, sameRankScores: null };
    if (i === 0) {
      return { ...common, ...none, rank: place.rankRange?.[1] ?? null, rankRange: place.rankRange, band: place.band, note: place.note };
    }
    if (!banded) {
      const eq = equivalentScore(rows[0], rows[i], score, 0);
      return { ...common, ...none, sameRankScore: eq.score, note: eq.note };
    }
    if (!place.rankRange) {
      return { ...common, ...none, note: place.note };
    }
    const same = sameRankBand(rows[i], steps[i], place.rankRange);
    return { ...common, ...none, sameRankScores: same.scores, note: same.note };
  });
  const table = steps[0] > 1 ? '统考成绩分数段统计' : '统考一分一段表';
  const basis = current
    ? `按${reference.year}年${table}`
    : `${profile.gkyear}年${table}尚未公布，位次按${reference.year}年表估算：假定今年统考成绩分布与${reference.year}年相同`;
  const bands = banded
    ? [
        `${profile.provinceName}${profile.examCategoryName}统考成绩按${Math.max(...steps)}分一段公布（分数段统计），段内考生的先后不公布，位次和往年同位次分数只能给出区间`,
      ]
    : [];
  return { ...base, rankYear: reference.year, current, years, notes: [basis, ...bands] };
}

/** The member's place in the reference table: the 位次 range (and the band, in a 分数段), or why there is none. */
function placeIn(rows: readonly RankRow[], step: number, score: number) {
  if (step > 1) {
    return lookupBand(rows, step, score);
  }
  const found = lookupRank(rows, score);
  return { band: null, rankRange: found.position === 'inTable' ? found.rankRange : null, note: found.note };
}

/** The pass count at the line: exact on a 一分一段 or a band's edge; inside a band, the sure count and the band's end. */
function passLineOf(rows: readonly RankRow[], step: number, score: number): NonNullable<TestsRankYear['passLine']> {
  if (step === 1) {
    return { score, passed: atOrAbove(rows, score), passedAtMost: null };
  }
  const [passed, most] = atOrAboveRange(rows, step, score);
  return { score, passed, passedAtMost: most === passed ? null : most };
}

/** Candidates at or above a score: the cumulative count of the lowest row not below it (all of the table when the score is under its floor). */
function atOrAbove(rows: readonly RankRow[], score: number): number {
  let count = 0;
  for (const r of rows) {
    if (r.score >= score) {
      count = r.cumulative;
    }
  }
  return count;
}

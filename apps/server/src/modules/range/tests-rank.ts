import type { Kysely } from 'kysely';
import type { TestsRankAnswer, TestsRankYear } from '@yzy/shared/contracts';
import { equivalentScore, lookupRank, type RankRow } from '@yzy/shared/rules';
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
  const referenceRows = rows[0];
  const current = reference.year === profile.gkyear;
  const years = tables.map((t, i): TestsRankYear => {
    const line = passLines.get(t.year);
    const common = {
      year: t.year,
      total: t.total,
      passLine: line === undefined ? null : { score: line, passed: atOrAbove(rows[i], line) },
      source: t.source,
      sourceUrl: t.sourceUrl,
    };
    if (i === 0) {
      const found = lookupRank(referenceRows, score);
      return { ...common, rank: found.position === 'inTable' ? found.rank : null, sameRankScore: null, note: found.note };
    }
    const eq = equivalentScore(referenceRows, rows[i], score, 0);
    return { ...common, rank: null, sameRankScore: eq.score, note: eq.note };
  });
  const notes = current
    ? [`按${reference.year}年统考一分一段表`]
    : [`${profile.gkyear}年统考一分一段表尚未公布，位次按${reference.year}年表估算：假定今年统考成绩分布与${reference.year}年相同`];
  return { ...base, rankYear: reference.year, current, years, notes };
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

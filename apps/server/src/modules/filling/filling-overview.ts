import type { Kysely } from 'kysely';
import { ORDINARY_CATEGORY, type FillingOverview, type OfficialLine } from '@yzy/shared/contracts';
import { computeComposite, lookupRank, sortRankRows } from '@yzy/shared/rules';
import type { Database } from '../../db/schema';
import { countAdmissionHistory, findNewestCultureRankTable, listRankRows, type MemberProfile } from './filling.repository';
import type { Universe } from './universe';
import { formulaForYear } from './universe-lookups';
import { readControlLines } from './universe-rows.repository';

/**
 * 模拟填报's first panel (docs/data.md, what the member sees): the newest published lines that
 * hold for the member, with what their scores reach; their culture rank in the newest official
 * 一分一段 of their subject group; whether this year's plans are out; and how much admission
 * history exists for their province and category. Everything here is read, nothing estimated.
 */
export async function fillingOverviewOf(db: Kysely<Database>, profile: MemberProfile, universe: Universe): Promise<FillingOverview> {
  const groups = ['', ...profile.subjects];
  const [lines, cultureRank, history] = await Promise.all([
    officialLines(db, profile, groups),
    cultureRankOf(db, profile, groups),
    historyOf(db, profile),
  ]);
  const composite = computeComposite(formulaForYear(universe.formulas, universe.year), { culture: profile.culture, tests: profile.tests });
  const reach = (score: number, line: number | null) => (line == null ? null : score >= line);
  return {
    gkyear: profile.gkyear,
    planYear: universe.year,
    plansPublished: universe.year === profile.gkyear && universe.plans.length > 0 && universe.reference === null,
    reference: universe.reference,
    planCount: universe.plans.length,
    lines: lines.map((l) => ({
      ...l,
      reaches: {
        culture: reach(profile.culture, l.culture),
        tests: reach(profile.tests, l.tests),
        composite: reach(composite, l.composite),
      },
    })),
    cultureRank,
    history,
  };
}

/** The newest year's lines of the member's category and the province's 普通类, for their subject group. */
async function officialLines(db: Kysely<Database>, profile: MemberProfile, groups: string[]): Promise<Omit<OfficialLine, 'reaches'>[]> {
  const rows = (await readControlLines(db, profile.provinceId, profile.examCategoryId, profile.gkyear)).filter((r) =>
    groups.includes(r.subject_group),
  );
  const newest = (categoryId: number) => rows.find((r) => r.exam_category_id === categoryId)?.year;
  const years = new Map([profile.examCategoryId, ORDINARY_CATEGORY.id].map((id) => [id, newest(id)]));
  const score = (value: number | null) => (value == null ? null : Number(value));
  return rows
    .filter((r) => r.year === years.get(r.exam_category_id))
    .sort(
      (a, b) =>
        Number(a.exam_category_id === ORDINARY_CATEGORY.id) - Number(b.exam_category_id === ORDINARY_CATEGORY.id) ||
        a.level.localeCompare(b.level, 'zh'),
    )
    .map((r) => ({
      year: r.year,
      batchName: r.batch_name,
      level: r.level,
      subjectGroup: r.subject_group,
      ordinary: r.exam_category_id === ORDINARY_CATEGORY.id,
      culture: score(r.culture_score),
      tests: score(r.tests_score),
      composite: score(r.composite_score),
      source: r.source,
      sourceUrl: r.source_url,
    }));
}

/** The member's culture score placed in the newest official culture 一分一段 of their subject group. */
async function cultureRankOf(db: Kysely<Database>, profile: MemberProfile, groups: string[]): Promise<FillingOverview['cultureRank']> {
  const table = await findNewestCultureRankTable(db, profile.provinceId, groups, profile.gkyear);
  if (!table) {
    return null;
  }
  const rows = await listRankRows(db, table.id);
  const { rank } = lookupRank(
    sortRankRows(rows.map((r) => ({ score: Number(r.score), count: r.count, cumulative: r.cumulative }))),
    profile.culture,
  );
  return {
    year: table.year,
    subjectGroup: table.subject_group,
    rank,
    total: table.total_count,
    source: table.source,
    sourceUrl: table.source_url,
  };
}

async function historyOf(db: Kysely<Database>, profile: MemberProfile): Promise<FillingOverview['history']> {
  const row = await countAdmissionHistory(db, profile.provinceId, profile.examCategoryId);
  return { schools: Number(row.schools), rows: Number(row.rows), latestYear: row.latest == null ? null : Number(row.latest) };
}

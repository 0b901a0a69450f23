// One province's admission lines and 综合分 tables as a database holds them, in the shape of the
// committed data files, so `npm run backtest -- --database=URL --province=NAME` can hold out a
// province an operator imported (docs/backtest.md, "A province from the import"). The database
// keeps only composite lines (the first load and the import drop the rest), one row per exam
// category, which stores its national category and direction (音乐类, 音乐表演-声乐) apart.
import type { Kysely } from 'kysely';
import type { AdmissionRow, Level, RankTableRow, SubjectGroup } from '../../dataset/format';
import type { Database } from '../../apps/server/src/db/schema';
import { parseFormulaOverride } from '@yzy/shared/rules';
import type { RealData } from './real';

const COMPOSITE = '综合分';
const COMPOSITE_ZHUANKE = '综合分（专科）';

const asLevel = (level: string): Level => (level === '专科' ? '专科' : '本科');
const asSubjectGroup = (group: string): SubjectGroup => group as SubjectGroup;

export async function readProvinceData(db: Kysely<Database>, province: string): Promise<RealData> {
  const lines = await db
    .selectFrom('admission_records as r')
    .innerJoin('provinces as p', 'p.id', 'r.province_id')
    .innerJoin('exam_categories as c', 'c.id', 'r.exam_category_id')
    .innerJoin('schools as s', 's.id', 'r.school_id')
    .innerJoin('batches as b', 'b.id', 'r.batch_id')
    .leftJoin('majors as m', 'm.id', 'r.major_id')
    .select([
      'r.year',
      'c.category_name as category',
      'c.direction',
      'r.subject_group',
      'b.level',
      'b.name as batchName',
      'r.batch_label',
      'r.record_kind',
      's.name as schoolName',
      'r.school_code',
      'r.group_code',
      'r.major_name',
      'm.code as majorCode',
      'r.formula_override',
      'r.source',
      'r.source_url',
      'r.min_score',
      'r.avg_score',
      'r.min_rank',
      'r.plan_count',
      'r.admitted_count',
    ])
    .where('p.name', '=', province)
    .execute();
  const admissions = lines.map((r): AdmissionRow => ({
    province,
    year: r.year,
    category: r.category,
    direction: r.direction,
    subjectGroup: asSubjectGroup(r.subject_group),
    level: asLevel(r.level),
    batchName: r.batchName,
    kind: r.record_kind === '录取' ? '录取' : '投档',
    schoolName: r.schoolName,
    // The series key falls back to the school's name, which the import matched to the national list.
    moeCode: null,
    schoolCode: r.school_code,
    groupCode: r.group_code,
    majorNo: null,
    majorName: r.major_name,
    majorCode: r.majorCode ?? null,
    batchLabel: r.batch_label ?? '',
    schoolFormula: parseFormulaOverride(r.formula_override),
    sourceUrl: r.source_url,
    alsoSources: [],
    scoreMetric: '综合分',
    minScore: r.min_score,
    maxScore: null,
    avgScore: r.avg_score,
    minRank: r.min_rank,
    planCount: r.plan_count,
    admittedCount: r.admitted_count,
    sourceId: r.source,
  }));
  return { admissions: oncePerLine(admissions), tables: await readTables(db, province) };
}

/**
 * A line published for a category without a direction is held once per direction (the first load
 * and the import write it into each, real-data/sheets.ts): it is one line, counted once, under the
 * first direction, so every year of its series lands under the same one.
 */
function oncePerLine(rows: readonly AdmissionRow[]): AdmissionRow[] {
  const sorted = [...rows].sort((a, b) => (a.direction < b.direction ? -1 : a.direction > b.direction ? 1 : 0));
  const seen = new Set<string>();
  return sorted.filter((r) => {
    const key = [
      r.year,
      r.category,
      r.subjectGroup,
      r.level,
      r.batchName,
      r.kind,
      r.schoolName,
      r.groupCode,
      r.majorName,
      r.minScore,
      r.sourceId,
    ].join('|');
    if (seen.has(key)) {
      return false;
    }
    seen.add(key);
    return true;
  });
}

async function readTables(db: Kysely<Database>, province: string): Promise<RankTableRow[]> {
  const tables = await db
    .selectFrom('score_rank_tables as t')
    .innerJoin('provinces as p', 'p.id', 't.province_id')
    .innerJoin('exam_categories as c', 'c.id', 't.exam_category_id')
    .select(['t.id', 't.year', 'c.category_name as category', 'c.direction', 't.subject_group', 't.kind', 't.max_score', 't.source'])
    .where('p.name', '=', province)
    // The composite tables (real-data/sheets-scores.ts names them so); the lines are all composites.
    .where('t.kind', 'in', [COMPOSITE, COMPOSITE_ZHUANKE])
    .execute();
  const out: RankTableRow[] = [];
  for (const t of tables) {
    const rows = await db
      .selectFrom('score_rank_rows')
      .select(['score', 'count', 'cumulative'])
      .where('table_id', '=', t.id)
      .orderBy('score', 'desc')
      .execute();
    out.push({
      province,
      year: t.year,
      kind: '综合',
      category: t.category,
      direction: t.direction,
      subjectGroup: asSubjectGroup(t.subject_group),
      level: t.kind === COMPOSITE_ZHUANKE ? '专科' : '',
      maxScore: t.max_score,
      rows: rows.map((r): [number, number, number] => [r.score, r.count, r.cumulative]),
      sourceId: t.source,
    });
  }
  return out;
}

/**
 * The committed data with one province's rows replaced by a database's: the province is then held
 * out and fitted on the others exactly as every province of the files is.
 */
export function withProvince(files: RealData, province: string, fromDatabase: RealData): RealData {
  return {
    admissions: [...files.admissions.filter((a) => a.province !== province), ...fromDatabase.admissions],
    tables: [...files.tables.filter((t) => t.province !== province), ...fromDatabase.tables],
  };
}

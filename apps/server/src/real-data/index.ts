import type { Kysely, Transaction } from 'kysely';
import type { ImportTableKey } from '@yzy/shared/contracts';
import type { AdmissionRow, ControlLineRow, DataSource, MajorRow, PlanRow, RankTableRow, SchoolRow } from '../../../../dataset/format';
import { isUniqueViolation } from '../db/database';
import type { Database } from '../db/schema';
import { IMPORTERS, recordOfficialLoad, type LoadedPublication } from '../modules/admin';
import { markReferenceBuilt, syncReferencePlans, type ReferenceSyncResult } from '../modules/filling';
import { gkyearOf } from '@yzy/shared/rules';
import { ensureNamedBatches, type NamedBatch } from './batches';
import { SheetBuilder } from './sheets';
import { addAdmission, addPlan, distinctUnitNames } from './sheets-admissions';
import { addMajor, addSchool } from './sheets-catalogue';
import { addControlLine, addRankTable } from './sheets-scores';

/**
 * Loads the committed official data (dataset/real, docs/data.md) into an empty database, once,
 * through the operator import's own checks and writes, all in one transaction: a row the import
 * would refuse stops the load and nothing is written.
 */

export interface RealDataset {
  sources: DataSource[];
  schools: SchoolRow[];
  majors: MajorRow[];
  controlLines: ControlLineRow[];
  rankTables: RankTableRow[];
  admissions: AdmissionRow[];
  plans: PlanRow[];
}

export interface RealDataReport {
  skipped: boolean;
  rows: Partial<Record<ImportTableKey, number>>;
  batches: number;
  /** Admission and plan rows left out because their school is not on the national list. */
  unmatchedSchools: number;
  /** Admission lines left out because they are not in the province's composite score. */
  otherScoreScales: number;
  /** Rows left out because no exam category of the product matches them, per table. */
  unmatchedCategories: Partial<Record<ImportTableKey, number>>;
  /** Reference rows written for the year members plan for (docs/data.md); absent when skipped. */
  reference?: ReferenceSyncResult & { year: number };
  ms: number;
}

/** demo_meta key marking a database that holds the official data. */
export const REAL_DATA_KEY = 'real-data';
/** Year of the national school list and major catalogue. */
const CATALOGUE_YEAR = 2025;

export async function isRealDataLoaded(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('demo_meta').select('key').where('key', '=', REAL_DATA_KEY).executeTakeFirst()) !== undefined;
}

export class RealDataRejected extends Error {}

export async function loadRealData(db: Kysely<Database>, dataset: RealDataset, now = new Date()): Promise<RealDataReport> {
  const started = Date.now();
  if (await isRealDataLoaded(db)) {
    return { skipped: true, rows: {}, batches: 0, unmatchedSchools: 0, otherScoreScales: 0, unmatchedCategories: {}, ms: 0 };
  }
  try {
    return await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('demo_meta')
        .values({ key: REAL_DATA_KEY, value: '{}', created_at: Math.floor(now.getTime() / 1000) })
        .execute();
      const report = await loadIn(trx, dataset, Math.floor(now.getTime() / 1000));
      // Members plan for gkyear, whose plans are not out: the newest admission lines stand in (docs/data.md).
      const year = gkyearOf(now);
      const reference = await syncReferencePlans(trx, year);
      await markReferenceBuilt(trx, year, reference, now.getTime());
      report.reference = { ...reference, year };
      const result = { ...report, skipped: false, ms: Date.now() - started };
      await trx
        .updateTable('demo_meta')
        .set({ value: JSON.stringify(result) })
        .where('key', '=', REAL_DATA_KEY)
        .execute();
      return result;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      // Another instance loaded it at the same moment.
      return { skipped: true, rows: {}, batches: 0, unmatchedSchools: 0, otherScoreScales: 0, unmatchedCategories: {}, ms: 0 };
    }
    throw error;
  }
}

async function loadIn(trx: Transaction<Database>, data: RealDataset, at: number): Promise<Omit<RealDataReport, 'skipped' | 'ms'>> {
  const sources = new Map(data.sources.map((s) => [s.id, s]));
  const rows: RealDataReport['rows'] = {};
  const unmatchedCategories: RealDataReport['unmatchedCategories'] = {};
  const loaded = new Map<string, LoadedPublication>();
  const run = async (table: ImportTableKey, build: (sheet: SheetBuilder) => void) => {
    const sheet = new SheetBuilder(table, sources);
    build(sheet);
    if (sheet.unmatched > 0) {
      unmatchedCategories[table] = sheet.unmatched;
    }
    if (sheet.rows.length > 0) {
      rows[table] = await importSheet(trx, table, sheet);
    }
    for (const [id, tally] of sheet.bySource) {
      const source = sources.get(id);
      const publication = loaded.get(id) ?? {
        id,
        publisher: source?.publisher ?? '',
        title: source?.title ?? '',
        url: source?.url ?? null,
        years: [],
        rows: {},
      };
      publication.rows[table] = (publication.rows[table] ?? 0) + tally.rows;
      publication.years = [...new Set([...publication.years, ...tally.years])].sort((a, b) => a - b);
      loaded.set(id, publication);
    }
  };

  await run('majors', (sheet) => data.majors.forEach((m) => addMajor(sheet, m, CATALOGUE_YEAR)));
  await run('schools', (sheet) => data.schools.forEach((s) => addSchool(sheet, s, CATALOGUE_YEAR)));

  const nameByCode = new Map(data.schools.map((s) => [s.moeCode, s.name]));
  const schoolOf = (row: AdmissionRow | PlanRow) => (row.moeCode ? (nameByCode.get(row.moeCode) ?? null) : null);
  const majorCodes = new Map(data.majors.map((m) => [m.code, `${m.code}${m.special ? 'T' : ''}${m.controlled ? 'K' : ''}`]));
  const majorOf = (row: AdmissionRow | PlanRow) => (row.majorCode ? (majorCodes.get(row.majorCode) ?? null) : null);
  const comparable = data.admissions.filter(isProvinceComposite);
  const admissions = comparable.filter((a) => schoolOf(a) !== null);
  const plans = data.plans.filter((p) => schoolOf(p) !== null);

  const batches = await ensureNamedBatches(trx, await namedBatches(trx, [...admissions, ...plans], sources), await subjectModes(trx));
  await run('controlLines', (sheet) => data.controlLines.forEach((l) => addControlLine(sheet, l)));
  await run('scoreRanks', (sheet) => data.rankTables.forEach((t) => addRankTable(sheet, t)));
  const unitNames = distinctUnitNames(admissions, schoolOf);
  await run('admissionRecords', (sheet) =>
    admissions.forEach((a, i) => addAdmission(sheet, a, schoolOf(a) ?? '', majorOf(a), unitNames[i])),
  );
  await run('enrollmentPlans', (sheet) => plans.forEach((p) => addPlan(sheet, p, schoolOf(p) ?? '', majorOf(p))));
  await linkOfferedMajors(trx);
  // The operators' 数据来源 page and 导入记录 show what this load brought, publication by publication.
  await recordOfficialLoad(trx, { publications: [...loaded.values()], rows, at });
  return {
    rows,
    batches,
    unmatchedCategories,
    otherScoreScales: data.admissions.length - comparable.length,
    unmatchedSchools: comparable.length - admissions.length + data.plans.length - plans.length,
  };
}

/**
 * The engine compares admission lines with the member's composite in the province's formula.
 * Lines published in another score (文化 or 专业 only), or in a school's own conversion (a school
 * site giving 78.036 or 704.63264632, more decimals than any province's composite has), are left
 * out and counted.
 */
export function isProvinceComposite(row: AdmissionRow): boolean {
  return row.scoreMetric === '综合分' && (String(row.minScore).split('.')[1]?.length ?? 0) <= 3;
}

/** Checks a whole sheet as an upload would be checked and writes it; any refusal aborts the load. */
async function importSheet(trx: Transaction<Database>, table: ImportTableKey, sheet: SheetBuilder): Promise<number> {
  const checked = await IMPORTERS[table].check(trx, sheet.sheet(), '');
  if (checked.rejected.length > 0) {
    const sample = checked.rejected.slice(0, 5).map((r) => `第${r.row}行 ${r.column}：${r.reason}`);
    throw new RealDataRejected(
      `official data (${table}) refused by the import checks, ${checked.rejected.length} problems:\n${sample.join('\n')}`,
    );
  }
  return (await checked.apply(trx)).rows;
}

async function namedBatches(
  trx: Transaction<Database>,
  rows: readonly (AdmissionRow | PlanRow)[],
  sources: ReadonlyMap<string, DataSource>,
): Promise<NamedBatch[]> {
  const provinces = new Map((await trx.selectFrom('provinces').select(['id', 'name']).execute()).map((p) => [p.name, p.id]));
  return rows.flatMap((r) => {
    const provinceId = provinces.get(r.province);
    return provinceId === undefined
      ? []
      : [
          {
            provinceId,
            provinceName: r.province,
            year: r.year,
            name: r.batchName,
            level: r.level,
            sourceUrl: sources.get(r.sourceId)?.url ?? null,
          },
        ];
  });
}

async function subjectModes(trx: Transaction<Database>): Promise<(provinceId: number) => number> {
  const modes = new Map((await trx.selectFrom('provinces').select(['id', 'subject_mode']).execute()).map((p) => [p.id, p.subject_mode]));
  return (id) => modes.get(id) ?? 2;
}

/** A school offers the catalogue majors it has published lines for. */
async function linkOfferedMajors(trx: Transaction<Database>): Promise<void> {
  const pairs = await trx
    .selectFrom('admission_records')
    .select(['school_id', 'major_id'])
    .where('major_id', 'is not', null)
    .distinct()
    .execute();
  for (const pair of pairs) {
    await trx
      .insertInto('school_majors')
      .values({ school_id: pair.school_id, major_id: pair.major_id ?? 0 })
      .onConflict((oc) => oc.columns(['school_id', 'major_id']).doNothing())
      .execute();
  }
}

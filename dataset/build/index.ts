/**
 * `npm run data:build`: reads the gathered official publications (REAL_DATA_DIR, default
 * ../shared/data/real from the repository root), keeps the official rows, normalises names,
 * validates, writes dataset/real/<kind>.json.gz and prints the coverage report. Exits non-zero on
 * any validation error, writing nothing. See docs/data.md.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AdmissionRow, DatasetFiles, PlanRow } from '../format';
import { buildLghAdmissions, buildShandongFiling } from './admissions';
import { buildMajors, buildSchools, MajorMatcher, SchoolMatcher } from './catalogue';
import { addHenanTestsLines } from './henan-art-lines';
import { buildHenanBook } from './henan-book';
import { onProvinceScale } from './formulas';
import { mergeSameFigures } from './merge';
import { officialBatchOf } from '../rules/official-batches';
import { addGuangdongControlLines, addLghControlLines, controlLineKey, LineSet } from './control-lines';
import { sortRows, writeDataset } from './io';
import { LghRaw } from './lgh-raw';
import { isKnownCategory } from './names';
import { addLghRankTables, rankTableKey, TableSet } from './rank-tables';
import { addGaokaoProTables, addGuangdongTables, addShandongArtTables } from './rank-tables-more';
import { addHenanTestsBands } from './henan-tests-bands';
import { coverageReport } from './report';
import { Drops, Sources } from './sources';
import { type Built, validateBuild } from './validate';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const admissionKey = (r: AdmissionRow) =>
  [
    r.province,
    r.year,
    r.kind,
    r.category ?? '',
    r.direction,
    r.subjectGroup,
    r.level,
    r.batchName,
    r.batchLabel,
    r.schoolName,
    r.schoolCode ?? '',
    r.groupCode ?? '',
    r.majorNo ?? '',
    r.majorName,
    r.scoreMetric,
  ].join('|');
export const planKey = (r: PlanRow) =>
  [
    r.province,
    r.year,
    r.category ?? '',
    r.direction,
    r.subjectGroup,
    r.level,
    r.batchName,
    r.batchLabel,
    r.schoolName,
    r.schoolCode ?? '',
    r.groupCode ?? '',
    r.majorNo ?? '',
    r.majorName,
  ].join('|');

export const KEYS: { [K in keyof DatasetFiles]: (row: DatasetFiles[K]) => string } = {
  sources: (r) => r.id,
  schools: (r) => r.moeCode,
  majors: (r) => r.code,
  'control-lines': controlLineKey,
  'rank-tables': rankTableKey,
  admissions: admissionKey,
  plans: planKey,
};

/** Rows of a direction the product does not offer yet (音乐教育 主项, 播音 普通话/粤语) are counted, not shipped. */
function offered<T extends { category: string | null; direction: string }>(kind: string, rows: T[], drops: Drops): T[] {
  return rows.filter((r) => {
    if (isKnownCategory(r.category, r.direction)) {
      return true;
    }
    drops.add(kind, `direction not offered by the product: ${r.category}（${r.direction}）${kind === 'rank-tables' ? ' (tables)' : ''}`);
    return false;
  });
}

/**
 * Places each row in its province's official batch (dataset/rules/official-batches.ts); the label
 * the publication gave, when it differs, stays beside it as `batchLabel`.
 */
export function inOfficialBatch<T extends AdmissionRow | PlanRow>(row: T): T {
  const official = officialBatchOf(row.province, row.year, row.level, row.batchName);
  if (!official || official.name === row.batchName) {
    return row;
  }
  return { ...row, batchName: official.name, batchLabel: row.batchLabel || row.batchName };
}

/** Keeps the first row of each key (sorted input, so the choice is stable) and counts the rest. */
function unique<T>(kind: string, rows: T[], key: (row: T) => string, drops: Drops): T[] {
  const seen = new Map<string, T>();
  return rows.filter((r) => {
    const k = key(r);
    const kept = seen.get(k);
    if (kept) {
      drops.add(kind, 'duplicate of a row already kept');
      keepSource(kept, r);
      return false;
    }
    seen.set(k, r);
    return true;
  });
}

/** A duplicate admission line from another publication giving the same figure stays named on the kept row. */
function keepSource<T>(kept: T, dropped: T): void {
  const a = kept as Partial<AdmissionRow>;
  const b = dropped as Partial<AdmissionRow>;
  if (!a.alsoSources || b.sourceId === undefined || b.sourceId === a.sourceId || b.minScore !== a.minScore) {
    return;
  }
  if (!a.alsoSources.some((s) => s.sourceId === b.sourceId && s.sourceUrl === (b.sourceUrl ?? null))) {
    a.alsoSources.push({ sourceId: b.sourceId, sourceUrl: b.sourceUrl ?? null });
  }
}

export function build(realDir: string): { built: Built; drops: Drops } {
  const sources = new Sources();
  const drops = new Drops();
  const raw = new LghRaw(join(realDir, 'lgh-official-gaokao'));
  const schools = sortRows(buildSchools(realDir, sources), [(r) => r.moeCode]);
  const majors = sortRows(buildMajors(realDir, sources), [(r) => r.code]);
  const matchers = {
    schools: new SchoolMatcher(schools),
    majors: new MajorMatcher(majors),
    schoolLevel: new Map(schools.map((s) => [s.moeCode, s.level])),
  };

  const lines = new LineSet(drops);
  addLghControlLines(realDir, raw, sources, drops, lines);
  addGuangdongControlLines(realDir, sources, drops, lines);
  // 河南 美术与设计类's 统考 lines, from the same notices as the culture lines (henan-art-lines.ts).
  const controlLines = addHenanTestsLines(realDir, lines.rows());

  const tables = new TableSet(drops);
  addLghRankTables(realDir, raw, sources, drops, tables);
  addShandongArtTables(realDir, sources, drops, tables);
  addGuangdongTables(realDir, sources, drops, tables);
  addGaokaoProTables(realDir, sources, drops, tables);
  addHenanTestsBands(realDir, sources, drops, tables);

  const lgh = buildLghAdmissions(realDir, raw, sources, drops, matchers);
  const henan = buildHenanBook(
    realDir,
    sources,
    drops,
    matchers,
    controlLines,
    schools.map((s) => s.name),
  );
  const admissions = [
    ...henan,
    ...mergeSameFigures(henan, [...lgh.admissions, ...buildShandongFiling(realDir, sources, drops, matchers)], drops),
  ].map(inOfficialBatch);
  const onScale = onProvinceScale(admissions, drops);
  const plans = lgh.plans.map(inOfficialBatch);

  const built: Built = {
    sources: sources.rows(),
    schools,
    majors,
    'control-lines': offered('control-lines', sortRows(controlLines, [controlLineKey]), drops),
    'rank-tables': offered('rank-tables', sortRows(tables.rows(), [rankTableKey]), drops),
    admissions: offered(
      'admissions',
      unique('admissions', sortRows(onScale, [admissionKey, (r) => r.sourceId, (r) => r.minScore]), admissionKey, drops),
      drops,
    ),
    plans: offered('plans', unique('plans', sortRows(plans, [planKey, (r) => r.sourceId, (r) => r.planCount]), planKey, drops), drops),
  };
  // Only sources some kept row cites are shipped.
  const cited = new Set(Object.values(built).flatMap((rows) => (rows as { sourceId?: string }[]).map((r) => r.sourceId)));
  built.sources = built.sources.filter((s) => cited.has(s.id));
  return { built, drops };
}

function main(): void {
  const realDir = resolve(process.env.REAL_DATA_DIR ?? join(root, '../shared/data/real'));
  const outDir = resolve(process.env.DATASET_OUT_DIR ?? join(root, 'dataset/real'));
  const { built, drops } = build(realDir);
  const errors = validateBuild(built, KEYS);
  if (errors.length > 0) {
    console.error(`数据校验失败（${errors.length} 项），未写出任何文件：`);
    errors.slice(0, 50).forEach((e) => console.error(`  ${e}`));
    process.exit(1);
  }
  mkdirSync(outDir, { recursive: true });
  const sizes: Record<string, number> = {};
  for (const kind of Object.keys(KEYS) as (keyof DatasetFiles)[]) {
    sizes[kind] = writeDataset(join(outDir, `${kind}.json.gz`), kind, built[kind] as never);
  }
  console.log(coverageReport(built, drops, sizes));
  console.log(`\nTotal ${Object.values(sizes).reduce((a, b) => a + b, 0)} bytes in ${outDir}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main();
}

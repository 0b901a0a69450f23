// A province read back from a database (as `npm run backtest -- --database=URL --province=NAME`
// reads an operator's import) gives the files' lines and tables, and the backtest holds it out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nonEmpty } from '../../apps/server/test/non-empty';
import { createTestApp, type TestApp } from '../../apps/server/test/test-app';
import { isProvinceComposite, loadRealData as loadIntoDatabase, type RealDataset } from '../../apps/server/src/real-data';
import { findDatasetDir, readRealDataset } from '../../apps/server/src/real-data/files';
import { readProvinceData, withProvince } from './database-data';
import { loadRealData, runReal, type RealData } from './real';

const PROVINCE = '广东';

let app: TestApp;
let files: RealDataset;
let own: RealData;

beforeAll(async () => {
  app = await createTestApp();
  const all = readRealDataset(findDatasetDir());
  // One province keeps the load short; it goes through the import's own checks (real-data/index.ts).
  const mine = <T extends { province: string }>(rows: readonly T[]) => rows.filter((r) => r.province === PROVINCE);
  files = {
    ...all,
    admissions: mine(all.admissions),
    plans: mine(all.plans),
    rankTables: mine(all.rankTables),
    controlLines: mine(all.controlLines),
  };
  await loadIntoDatabase(app.deps.db, files);
  own = await readProvinceData(app.deps.db, PROVINCE);
});

afterAll(async () => {
  await app?.close();
});

describe('a province as a database holds it', () => {
  it('reads an exam category as its national category and direction, as the database stores them apart', () => {
    const music = own.admissions.filter((a) => a.category === '音乐类');
    expect(music.length).toBeGreaterThan(0);
    expect(new Set(music.map((a) => a.direction))).toEqual(new Set(['音乐表演-声乐', '音乐表演-器乐', '音乐教育']));
    expect(nonEmpty(own.admissions).every((a) => a.category !== null && !a.category.includes('（'))).toBe(true);
  });

  it("reads back the files' 美术与设计类 composite lines, line for line", () => {
    const nameByCode = new Map(files.schools.map((s) => [s.moeCode, s.name]));
    const key = (r: { year: number; schoolName: string; subjectGroup: string; minScore: number }) =>
      `${r.year}|${r.schoolName}|${r.subjectGroup}|${r.minScore}`;
    const expected = files.admissions
      .filter((a) => a.category === '美术与设计类' && isProvinceComposite(a) && a.moeCode && nameByCode.has(a.moeCode))
      .map((a) => key({ ...a, schoolName: nameByCode.get(a.moeCode ?? '') ?? '' }))
      .sort();
    const read = own.admissions
      .filter((a) => a.category === '美术与设计类')
      .map(key)
      .sort();
    expect(expected.length).toBeGreaterThan(20);
    expect(read).toEqual(expected);
    expect(nonEmpty(own.admissions).every((a) => a.province === PROVINCE && a.scoreMetric === '综合分' && a.sourceId !== '')).toBe(true);
  });

  it('reads its 综合分 tables whole: every candidate counted once, top score first', () => {
    expect(own.tables.length).toBeGreaterThan(0);
    for (const table of own.tables) {
      expect(table.rows.length).toBeGreaterThan(0);
      expect(table.rows.reduce((sum, [, count]) => sum + count, 0)).toBe(table.rows[table.rows.length - 1][2]);
      expect(table.rows[0][0]).toBeGreaterThan(table.rows[table.rows.length - 1][0]);
    }
  });

  it('is held out and fitted on the other provinces of the files', () => {
    const real = runReal({ target: 'latest', provinces: [PROVINCE], maxCases: 20, data: withProvince(loadRealData(), PROVINCE, own) });
    const predictions = [...real.predictions.population, ...real.predictions.grid];
    expect(predictions.length).toBeGreaterThan(0);
    expect([...real.byProvince.keys()]).toEqual([PROVINCE]);
    expect(predictions.filter((p) => p.engine !== null).length).toBeGreaterThan(predictions.length / 2);
  });
});

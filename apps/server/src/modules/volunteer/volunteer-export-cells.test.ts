import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecommendRow, VolunteerDetail, VolunteerEntryAdded } from '@yzy/shared/contracts';
import { engines, type TestApp } from '../../../test/test-app';
import { nonEmpty } from '../../../test/non-empty';
import { batchIdOf, call, createSeededApp, member, recommendOf, type Member } from '../filling/planning-fixtures';
import { volunteerWorkbook } from './volunteer-export';

// The 志愿表 .xlsx holds text the member typed (the table's name) and text the data carries
// (school, major, sources, notes): none of it may reach Excel as a formula (lib/spreadsheet-cell.ts).

const FORMULA_START = /^[=+\-@\t\r]/;
const PAYLOADS = ['=HYPERLINK("http://e.x","点")', "+cmd|' /C calc'!A0", '-2+3+cmd|x', '@SUM(1+1)', '\t=1+1', '\r=2+2'];

/** Every cell of the workbook's first sheet: its text (or other value) and whether it is a formula. */
async function cellsOf(bytes: Uint8Array): Promise<{ value: unknown; formula: boolean }[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const cells: { value: unknown; formula: boolean }[] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    row.eachCell((cell) => {
      cells.push({ value: cell.value, formula: cell.type === ExcelJS.ValueType.Formula });
    });
  });
  return cells;
}

/** Cells that Excel could run: a formula, or text starting like one (the lone "-" is no value). */
const runnable = (cells: readonly { value: unknown; formula: boolean }[]) =>
  cells.filter((c) => c.formula || (typeof c.value === 'string' && c.value !== '-' && FORMULA_START.test(c.value)));

describe(`the 志愿表 export writes no formula (${engines})`, () => {
  let built: TestApp;
  let m: Member;
  let rows: RecommendRow[];

  beforeAll(async () => {
    built = await createSeededApp();
    m = await member(built);
    const batchId = await batchIdOf(built, m.token, '艺术类本科批');
    rows = (await recommendOf(built, m.token, `batchId=${batchId}&size=50`)).data.content;
  });
  afterAll(async () => {
    await built.close();
  });

  async function tableNamed(name: string): Promise<number> {
    const batchId = rows[0].batchId;
    const created = await call<{ id: number }>(built, 'POST', '/api/v1/volunteer/create', m.token, { name, batchId });
    expect(created.status).toBe(200);
    const [a] = rows;
    const b = rows.find((r) => r.school.id !== a.school.id);
    for (const r of [a, b]) {
      const added = await call<VolunteerEntryAdded>(built, 'POST', '/api/v1/volunteer/entry/add', m.token, {
        planId: r?.planId,
        tableId: created.data.id,
      });
      expect(added.status).toBe(200);
    }
    return created.data.id;
  }

  it('keeps a table named like a formula as text, through the export call', async () => {
    const id = await tableNamed(PAYLOADS[0]);
    const res = await built.app.inject({ method: 'GET', url: `/api/v1/volunteer/export?id=${id}`, headers: { authorization: m.token } });
    expect(res.statusCode).toBe(200);
    const cells = await cellsOf(res.rawPayload);
    expect(String(cells[0]?.value)).toMatch(/^'=HYPERLINK\("http:\/\/e\.x","点"\)（/);
    expect(runnable(nonEmpty(cells))).toEqual([]);
  });

  it('keeps every text the data carries as text: school, major, codes, sources, notes and warnings', async () => {
    const id = await tableNamed('家长看的方案');
    const detail = (await call<VolunteerDetail>(built, 'GET', `/api/v1/volunteer/detail?id=${id}`, m.token)).data;
    const [p0, p1, p2, p3, p4, p5] = PAYLOADS;
    const poisoned: VolunteerDetail = {
      ...detail,
      name: p5,
      entries: nonEmpty(detail.entries).map((entry) => ({
        ...entry,
        school: { ...entry.school, name: p0, provinceName: p1 },
        majors: nonEmpty(entry.majors).map((major) => ({
          ...major,
          majorName: p2,
          schoolCode: p3,
          groupCode: p4,
          source: p1,
          lines: major.lines.map((line) => ({ ...line, source: p3 })),
          exclusions: [{ code: 'x', message: p4 }],
        })),
      })),
      violations: [
        { ...(detail.violations[0] ?? { code: 'x', severity: 'warning' }), message: p0 } as VolunteerDetail['violations'][number],
      ],
    };
    const cells = await cellsOf(await volunteerWorkbook(poisoned));
    expect(runnable(nonEmpty(cells))).toEqual([]);
    const texts = cells.map((c) => c.value).filter((v): v is string => typeof v === 'string');
    for (const payload of [p0, p1, p2, p3, p4]) {
      expect(texts).toContain(`'${payload}`);
    }
    // The title starts with the name; XML reads the carriage return back as a line feed.
    expect(texts[0]).toMatch(/^'\s=2\+2（/);
  });
});

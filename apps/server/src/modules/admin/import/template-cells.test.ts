import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { IMPORT_TABLE_KEYS } from '@yzy/shared/contracts';
import type * as Contracts from '@yzy/shared/contracts';
import { parseCsv } from './read/csv';
import { buildTemplate } from './template';

// The import templates are the files the console hands operators: like every export, no cell may
// reach a spreadsheet as a formula (lib/spreadsheet-cell.ts). One column of the 院校 table is given
// formula-like text here, as a future note or example could be.

const { PAYLOAD } = vi.hoisted(() => ({ PAYLOAD: '=HYPERLINK("http://e.x","点")' }));

vi.mock('@yzy/shared/contracts', async (importOriginal) => {
  const original = await importOriginal<typeof Contracts>();
  const schools = original.IMPORT_TABLES.schools;
  const [first, ...rest] = schools.columns;
  return {
    ...original,
    IMPORT_TABLES: {
      ...original.IMPORT_TABLES,
      schools: { ...schools, scope: '+cmd|x', columns: [{ ...first, header: '@列', example: PAYLOAD, note: '-1+2' }, ...rest] },
    },
  };
});

const FORMULA_START = /^[=+\-@\t\r]/;
const runnable = (texts: string[]) => texts.filter((t) => t !== '-' && FORMULA_START.test(t));

async function xlsxTexts(body: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer);
  const texts: string[] = [];
  for (const sheet of workbook.worksheets) {
    sheet.eachRow((row) => row.eachCell((cell) => void texts.push(String(cell.value ?? ''))));
  }
  return texts;
}

describe('import templates write no formula', () => {
  it('writes formula-like text in the CSV template as text', async () => {
    const file = await buildTemplate('schools', 'csv');
    const [header, example] = parseCsv(file.body.toString('utf8').replace(/^\uFEFF/, ''));
    expect(header[0]).toBe("'@列");
    expect(example[0]).toBe(`'${PAYLOAD}`);
    expect(runnable([...header, ...example])).toEqual([]);
  });

  it('writes formula-like text in the .xlsx template, its 填写说明 sheet included, as text', async () => {
    const texts = await xlsxTexts((await buildTemplate('schools', 'xlsx')).body);
    expect(texts).toEqual(expect.arrayContaining(["'@列", `'${PAYLOAD}`, "'-1+2", "'+cmd|x"]));
    expect(runnable(texts)).toEqual([]);
  });

  it.each(IMPORT_TABLE_KEYS.flatMap((table) => [[table, 'csv'] as const, [table, 'xlsx'] as const]))(
    'the %s template (%s) has no cell a spreadsheet would run',
    async (table, format) => {
      const file = await buildTemplate(table, format);
      const texts = format === 'csv' ? parseCsv(file.body.toString('utf8').replace(/^\uFEFF/, '')).flat() : await xlsxTexts(file.body);
      expect(texts.length).toBeGreaterThan(0);
      expect(runnable(texts)).toEqual([]);
    },
  );
});

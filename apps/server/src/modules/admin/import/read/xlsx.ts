import ExcelJS from 'exceljs';

/** One data record of a sheet: its row number as Excel shows it, and its cells as text. */
export interface SheetRow {
  line: number;
  cells: string[];
}

/** The text of a cell value: numbers as written, formulas by their result, rich text joined, dates as YYYY-MM-DD. */
export function cellText(value: ExcelJS.CellValue | { richText: { text: string }[] }): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (typeof value === 'string') {
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  if (value instanceof Date) {
    return value.toISOString().slice(0, 10);
  }
  if ('richText' in value) {
    return value.richText.map((part) => part.text).join('');
  }
  if ('error' in value) {
    return value.error;
  }
  if ('hyperlink' in value) {
    return typeof value.text === 'string' ? value.text : cellText(value.text);
  }
  if ('result' in value) {
    return value.result === undefined ? '' : cellText(value.result);
  }
  return '';
}

/** The first worksheet's rows; throws when the bytes are not a workbook exceljs can open. */
export async function readXlsx(bytes: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer; a copy keeps Node's pooled Buffer out of it.
  await workbook.xlsx.load(Uint8Array.from(bytes).buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) {
    return [];
  }
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows.push({ line, cells: Array.from(cells, (c) => c ?? '') });
  });
  return rows;
}

/** A workbook of one data sheet (bold header, example rows) and a 填写说明 sheet. */
export async function writeXlsx(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  notes: readonly (readonly string[])[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('数据');
  sheet.addRow([...header]).font = { bold: true };
  for (const row of rows) {
    sheet.addRow([...row]);
  }
  sheet.columns.forEach((column, i) => {
    column.width = Math.max(10, (header[i]?.length ?? 4) * 2 + 4);
    // Text format keeps codes such as 130401 or 0.50 exactly as typed.
    column.numFmt = '@';
  });
  const help = workbook.addWorksheet('填写说明');
  help.addRow(['列名', '必填', '说明']).font = { bold: true };
  for (const note of notes) {
    help.addRow([...note]);
  }
  help.getColumn(1).width = 16;
  help.getColumn(3).width = 80;
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data);
}

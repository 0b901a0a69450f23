import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvError, csvRecords, delimiterOf } from './csv';
import { decodeCsvBytes } from './decode';
import { readXlsx, type SheetRow } from './xlsx';
import { xlsxOverLimit } from './xlsx-guard';

/** CSV records read between two turns of the event loop, so other requests run during a big dry run. */
const CSV_RECORDS_PER_TURN = 2000;

export type { SheetRow } from './xlsx';

/** A file that cannot be read as a spreadsheet at all; `reason` is shown to the operator. */
export class UnreadableFile extends Error {}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/**
 * The records of an uploaded .csv or .xlsx, header first, blank records dropped. The extension
 * says which reader to use and the content must agree; anything else is refused with a reason.
 */
export async function readSpreadsheet(bytes: Buffer, fileName: string): Promise<SheetRow[]> {
  const extension = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  if (bytes.length === 0) {
    throw new UnreadableFile('文件为空');
  }
  if (extension === 'xls' || startsWith(bytes, OLE)) {
    throw new UnreadableFile('不支持旧版Excel（.xls）文件，请另存为 .xlsx 或 CSV 后上传');
  }
  if (extension === 'xlsx') {
    if (!startsWith(bytes, ZIP)) {
      throw new UnreadableFile('文件扩展名为 .xlsx，但内容不是Excel表格');
    }
    let overLimit: string | null;
    try {
      overLimit = xlsxOverLimit(bytes);
    } catch {
      throw new UnreadableFile('无法读取该XLSX文件，请用Excel或WPS打开后重新保存为 .xlsx');
    }
    if (overLimit) {
      throw new UnreadableFile(overLimit);
    }
    try {
      return dropBlank(await readXlsx(bytes));
    } catch {
      throw new UnreadableFile('无法读取该XLSX文件，请用Excel或WPS打开后重新保存为 .xlsx');
    }
  }
  if (extension !== 'csv' && extension !== 'txt') {
    throw new UnreadableFile('只支持 CSV（.csv）和 Excel（.xlsx）文件，请下载模板填写');
  }
  const text = decodeCsvBytes(bytes);
  if (text === null) {
    throw new UnreadableFile('文件内容不是文本表格（CSV），请检查是否选错了文件');
  }
  try {
    const rows: SheetRow[] = [];
    for (const cells of csvRecords(text, delimiterOf(text))) {
      rows.push({ line: rows.length + 1, cells });
      if (rows.length % CSV_RECORDS_PER_TURN === 0) {
        await nextTurn();
      }
    }
    return dropBlank(rows);
  } catch (error) {
    throw new UnreadableFile(error instanceof CsvError ? error.message : 'CSV格式错误');
  }
}

function dropBlank(rows: SheetRow[]): SheetRow[] {
  return rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
}

import { IMPORT_TABLES, type ImportTableKey } from '@yzy/shared/contracts';
import { safeRow } from '../../../lib/spreadsheet-cell';
import { toCsv } from './read/csv';
import { writeXlsx } from './read/xlsx';

export interface TemplateFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** The header row and one example row of a table, as CSV (UTF-8 with BOM, so Excel reads Chinese) or XLSX (with a 填写说明 sheet). */
export async function buildTemplate(table: ImportTableKey, format: 'csv' | 'xlsx'): Promise<TemplateFile> {
  const spec = IMPORT_TABLES[table];
  // Exported cells go through safeRow, like every spreadsheet the site writes (lib/spreadsheet-cell.ts).
  const header = safeRow(spec.columns.map((c) => c.header));
  const example = safeRow(spec.columns.map((c) => c.example));
  const fileName = `${spec.label}导入模板.${format}`;
  if (format === 'csv') {
    return { fileName, contentType: 'text/csv; charset=utf-8', body: Buffer.from(`\uFEFF${toCsv([header, example])}`, 'utf8') };
  }
  const notes = spec.columns.map((c) => safeRow([c.header, c.required ? '是' : '否', c.note]));
  return {
    fileName,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: await writeXlsx(header, [example], [...notes, [], safeRow(['导入范围', '', spec.scope])]),
  };
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentHeader(table: ImportTableKey, fileName: string): string {
  const extension = fileName.split('.').pop() ?? 'csv';
  return `attachment; filename="${table}-template.${extension}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * RFC 4180 CSV: fields separated by the delimiter, records by CRLF or LF (a lone CR too);
 * a field in double quotes may hold delimiters, quotes (doubled) and line breaks. Returns one
 * array of cells per record; the caller numbers records from 1 (the header) like Excel does.
 */
export function parseCsv(text: string, delimiter = ','): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (i < text.length) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
      i += 1;
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
    } else if (char === delimiter) {
      endField();
    } else if (char === '\r' || char === '\n') {
      endRecord();
      if (char === '\r' && text[i + 1] === '\n') {
        i += 1;
      }
    } else {
      field += char;
    }
    i += 1;
  }
  if (quoted) {
    throw new CsvError('CSV格式错误：有未闭合的双引号');
  }
  if (field !== '' || record.length > 0) {
    endRecord();
  }
  return records;
}

export class CsvError extends Error {}

/** Comma unless the header line has tabs and no commas (text exported as tab-separated). */
export function delimiterOf(text: string): string {
  const end = text.search(/[\r\n]/);
  const firstLine = end < 0 ? text : text.slice(0, end);
  return !firstLine.includes(',') && firstLine.includes('\t') ? '\t' : ',';
}

/** Writes records as CSV with CRLF line ends, quoting only where needed. */
export function toCsv(records: readonly (readonly string[])[]): string {
  const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return `${records.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

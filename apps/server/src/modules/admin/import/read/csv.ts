/**
 * RFC 4180 CSV: fields separated by the delimiter, records by CRLF or LF (a lone CR too);
 * a field in double quotes may hold delimiters, quotes (doubled) and line breaks. Yields one
 * array of cells per record; the caller numbers records from 1 (the header) like Excel does.
 * Fields are cut by slicing rather than built a character at a time, and records come one at a
 * time so a caller can let other requests run between them (see readSpreadsheet).
 */
export function* csvRecords(text: string, delimiter = ','): Generator<string[]> {
  const delimiterCode = delimiter.charCodeAt(0);
  // The end of an unquoted run: the next delimiter or line break, or the end of the text.
  const runEnd = (from: number) => {
    let j = from;
    while (j < text.length) {
      const c = text.charCodeAt(j);
      if (c === delimiterCode || c === 10 || c === 13) {
        break;
      }
      j += 1;
    }
    return j;
  };
  let record: string[] = [];
  let i = 0;
  while (i < text.length) {
    let field = '';
    if (text[i] === '"') {
      let from = i + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote < 0) {
          throw new CsvError('CSV格式错误：有未闭合的双引号');
        }
        field += text.slice(from, quote);
        if (text[quote + 1] === '"') {
          field += '"';
          from = quote + 2;
          continue;
        }
        i = quote + 1;
        break;
      }
    }
    // An unquoted field, or what follows a closing quote (kept, as Excel does).
    const end = runEnd(i);
    field += text.slice(i, end);
    i = end;
    record.push(field);
    if (text.charCodeAt(i) === delimiterCode) {
      i += 1;
      if (i === text.length) {
        record.push('');
      }
      continue;
    }
    yield record;
    record = [];
    if (text[i] === '\r' && text[i + 1] === '\n') {
      i += 1;
    }
    i += 1;
  }
  if (record.length > 0) {
    yield record;
  }
}

/** Every record of a CSV text at once (small texts, templates and tests). */
export function parseCsv(text: string, delimiter = ','): string[][] {
  return [...csvRecords(text, delimiter)];
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

/** Reading the gathered files and writing the committed ones, byte for byte the same on every run. */
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync, constants } from 'node:zlib';
import type { DatasetFile, DatasetFiles, DatasetKind } from '../format';

/** RFC 4180 CSV (quoted fields, doubled quotes, newlines inside quotes) into objects keyed by the header. */
export function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') {
        i++;
      }
      row.push(field);
      records.push(row);
      row = [];
      field = '';
    } else {
      field += ch;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    records.push(row);
  }
  const [header, ...body] = records.filter((r) => r.length > 1 || r[0] !== '');
  const names = header.map((h) => h.replace(/^\uFEFF/, ''));
  return body.map((cells) => Object.fromEntries(names.map((name, i) => [name, cells[i] ?? ''])));
}

export function readCsv(path: string): Record<string, string>[] {
  const buffer = readFileSync(path);
  const text = path.endsWith('.gz') ? gunzipSync(buffer).toString('utf8') : buffer.toString('utf8');
  return parseCsv(text);
}

export function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** '' and non-numbers → null. */
export function num(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined || raw === '') {
    return null;
  }
  const value = typeof raw === 'number' ? raw : Number(String(raw).trim());
  return Number.isFinite(value) ? value : null;
}

/**
 * gzip at level 9 of `{kind, version, rows}`. Node writes a zero mtime and a fixed OS byte in the
 * header, so the same rows give the same bytes.
 */
export function encodeDataset<K extends DatasetKind>(kind: K, rows: DatasetFiles[K][]): Buffer {
  const file: DatasetFile<K> = { kind, version: 1, rows };
  return gzipSync(Buffer.from(JSON.stringify(file), 'utf8'), { level: constants.Z_BEST_COMPRESSION });
}

export function writeDataset<K extends DatasetKind>(path: string, kind: K, rows: DatasetFiles[K][]): number {
  const bytes = encodeDataset(kind, rows);
  writeFileSync(path, bytes);
  return bytes.length;
}

/** A stable order: by the given keys in turn, numbers numerically (descending when asked), strings by code point. */
export function sortRows<T>(rows: T[], keys: ((row: T) => string | number | null)[]): T[] {
  return rows.sort((a, b) => {
    for (const key of keys) {
      const x = key(a);
      const y = key(b);
      if (x === y) {
        continue;
      }
      if (x === null) {
        return -1;
      }
      if (y === null) {
        return 1;
      }
      if (typeof x === 'number' && typeof y === 'number') {
        return x - y;
      }
      return String(x) < String(y) ? -1 : 1;
    }
    return 0;
  });
}

import { inflateRawSync } from 'node:zlib';

/**
 * What an uploaded workbook may unpack to before exceljs, which holds the whole workbook in
 * memory (about 1 GB per million cells), is let near it. A zip bomb or a huge sheet is refused
 * after at most this much inflating, with a reason for the operator.
 */
export const XLSX_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
export const XLSX_MAX_CELLS = 200_000;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** Why a workbook is refused, or null when it is within the limits. Throws when the zip itself is broken. */
export function xlsxOverLimit(bytes: Buffer): string | null {
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i -= 1) {
    if (bytes.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) {
    throw new Error('no end of central directory');
  }
  const entries = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  let unpacked = 0;
  let cells = 0;
  for (let n = 0; n < entries; n += 1) {
    if (bytes.readUInt32LE(at) !== CENTRAL) {
      throw new Error('bad central directory');
    }
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (bytes.readUInt32LE(local) !== LOCAL) {
      throw new Error('bad local header');
    }
    const dataStart = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(dataStart, dataStart + compressedSize);
    const budget = XLSX_MAX_UNPACKED_BYTES - unpacked;
    let content: Buffer;
    if (method === 0) {
      content = data;
    } else {
      try {
        // Sizes in the directory can lie: the inflater itself stops past the budget.
        content = inflateRawSync(data, { maxOutputLength: Math.max(1, budget + 1) });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
          return tooBig();
        }
        throw error;
      }
    }
    unpacked += content.length;
    if (unpacked > XLSX_MAX_UNPACKED_BYTES) {
      return tooBig();
    }
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(name)) {
      cells += countCells(content);
      if (cells > XLSX_MAX_CELLS) {
        return `表格单元格过多：超过${XLSX_MAX_CELLS / 10000}万个。请拆分后上传，或另存为CSV（CSV最大可到文件大小上限）`;
      }
    }
  }
  return null;
}

function tooBig(): string {
  return `XLSX文件解压后超过${XLSX_MAX_UNPACKED_BYTES / 1024 / 1024}MB，请拆分后上传，或另存为CSV`;
}

/** Cells of a worksheet's XML: `<c>` and `<c …>` elements. */
function countCells(xml: Buffer): number {
  let count = 0;
  let at = xml.indexOf('<c');
  while (at >= 0) {
    const next = xml[at + 2];
    if (next === 0x20 || next === 0x3e || next === 0x2f) {
      count += 1;
    }
    at = xml.indexOf('<c', at + 2);
  }
  return count;
}

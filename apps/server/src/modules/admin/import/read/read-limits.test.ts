import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readSpreadsheet, UnreadableFile } from './spreadsheet';
import { XLSX_MAX_CELLS } from './xlsx-guard';

/** A minimal zip (what an .xlsx is) of deflated entries; enough for the guard, which runs before exceljs. */
function zipOf(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const raw = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const data = deflateRawSync(raw);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    // The directory claims a tiny size: the guard must count what really comes out.
    central.writeUInt32LE(100, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const reason = (read: Promise<unknown>) =>
  read.then(
    () => 'read',
    (error: unknown) => (error instanceof UnreadableFile ? error.message : String(error)),
  );

describe('upload limits of the reader', () => {
  it('refuses a zip bomb after inflating no more than the limit, whatever the directory claims', async () => {
    const bomb = zipOf({ '[Content_Types].xml': '<Types/>', 'xl/worksheets/sheet1.xml': Buffer.alloc(64 * 1024 * 1024, 0x20) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await reason(readSpreadsheet(bomb, 'bomb.xlsx'))).toMatch(/^XLSX文件解压后超过50MB/);
  });

  it('refuses a sheet with more cells than exceljs may hold, before exceljs reads it', async () => {
    const cells = '<c r="A1" t="n"><v>1</v></c>'.repeat(XLSX_MAX_CELLS + 1);
    const wide = zipOf({ 'xl/worksheets/sheet1.xml': `<worksheet><sheetData><row r="1">${cells}</row></sheetData></worksheet>` });
    expect(await reason(readSpreadsheet(wide, 'wide.xlsx'))).toMatch(/^表格单元格过多：超过20万个/);
  });

  it('lets other work run while a big CSV is read', async () => {
    const csv = Buffer.from(['a,b,c', ...Array.from({ length: 20_000 }, (_, i) => `${i},x${i},"y,${i}"`)].join('\n'));
    const order: string[] = [];
    const reading = readSpreadsheet(csv, 'big.csv').then((rows) => {
      order.push('read');
      return rows;
    });
    setImmediate(() => order.push('other request'));
    const rows = await reading;
    expect(rows).toHaveLength(20_001);
    expect(rows[20_000]).toEqual({ line: 20_001, cells: ['19999', 'x19999', 'y,19999'] });
    expect(order).toEqual(['other request', 'read']);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { writeDataset } from './build/io';
import { readDataset } from './read';

const dir = mkdtempSync(join(tmpdir(), 'dataset-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readDataset', () => {
  it('reads back the rows the build wrote', () => {
    const rows = [{ id: 'moe', publisher: '中华人民共和国教育部', url: 'http://www.moe.gov.cn/', title: '名单' }];
    writeDataset(join(dir, 'sources.json.gz'), 'sources', rows);
    expect(readDataset('sources', dir)).toEqual(rows);
  });

  it('refuses a file of another kind', () => {
    writeFileSync(join(dir, 'plans.json.gz'), gzipSync(JSON.stringify({ kind: 'sources', version: 1, rows: [] })));
    expect(() => readDataset('plans', dir)).toThrow(/not a version-1 "plans"/);
  });

  it('reads the committed national school list', () => {
    const schools = readDataset('schools');
    expect(schools).toHaveLength(2919);
    expect(schools.find((s) => s.moeCode === '4111010047')?.name).toBe('中央美术学院');
  });
});

import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addHenanTestsBands, bandRows, HENAN_TESTS_BANDS_FILE, readHenanTestsBands } from './henan-tests-bands';
import { TableSet } from './rank-tables';
import { Drops, Sources } from './sources';
import { checkRankTable } from './validate';

const MARKDOWN = `# 2024-2026年河南省普通高校美术一分一段表

> 口径说明：表中“累计人数”即“该对应分数及以上考生累计人数”。

## 一、专业分与专业排名对照表

| 专业分 | 2026累计人数/专业排名 | 2025累计人数/专业排名 | 2024累计人数/专业排名 |
|---:|---:|---:|---:|
| 285 | 65 | 27 | 36 |
| 280 | 162 | 76 | 95 |
| 275 | 354 | 178 |  |

## 二、快速查询说明
| 专业分 | 不是这张表 |
`;

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function gathered(markdown: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'henan-bands-'));
  dirs.push(dir);
  mkdirSync(dirname(join(dir, HENAN_TESTS_BANDS_FILE)), { recursive: true });
  writeFileSync(join(dir, HENAN_TESTS_BANDS_FILE), markdown);
  return dir;
}

function built(realDir: string) {
  const sources = new Sources();
  const drops = new Drops();
  const set = new TableSet(drops);
  addHenanTestsBands(realDir, sources, drops, set);
  return { tables: set.rows(), sources: sources.rows(), drops: drops.entries() };
}

describe('河南 美术与设计类 统考 分数段', () => {
  it('reads each year’s cumulative counts under 专业分, an empty cell being a band the year does not list', () => {
    const byYear = readHenanTestsBands(MARKDOWN);
    expect([...byYear.keys()]).toEqual([2026, 2025, 2024]);
    expect(byYear.get(2026)).toEqual([
      [285, 65],
      [280, 162],
      [275, 354],
    ]);
    expect(byYear.get(2024)).toEqual([
      [285, 36],
      [280, 95],
    ]);
  });

  it('counts each band as the rise of the cumulative, the top band as everyone at or above it', () => {
    expect(
      bandRows([
        [280, 162],
        [285, 65],
        [275, 354],
      ]),
    ).toEqual([
      [285, 65, 65],
      [280, 97, 162],
      [275, 192, 354],
    ]);
  });

  it('makes one 专业 table per year in 5-point bands, published by 河南省教育考试院 without a page', () => {
    const { tables, sources, drops } = built(gathered(MARKDOWN));
    expect(tables.map((t) => [t.year, t.kind, t.category, t.subjectGroup, t.level, t.step, t.maxScore])).toEqual([
      [2024, '专业', '美术与设计类', '', '', 5, 300],
      [2025, '专业', '美术与设计类', '', '', 5, 300],
      [2026, '专业', '美术与设计类', '', '', 5, 300],
    ]);
    expect(tables.flatMap(checkRankTable)).toEqual([]);
    expect(sources.map((s) => [s.id, s.publisher, s.url])).toEqual([
      ['haeea-henan-art-tests-bands-2024', '河南省教育考试院', null],
      ['haeea-henan-art-tests-bands-2025', '河南省教育考试院', null],
      ['haeea-henan-art-tests-bands-2026', '河南省教育考试院', null],
    ]);
    expect(sources[2].title).toBe(
      '2026年河南省美术与设计类专业省统考成绩分数段统计（5分一段；以图片发布，据转载图片录入；原页面地址未收录）',
    );
    expect(drops).toEqual([]);
  });

  it('refuses a file without the table, and leaves out a year whose cell is not a number', () => {
    expect(() => built(gathered('# 河南美术\n\n没有表。\n'))).toThrow(/no table under 专业分/);
    const { tables, drops } = built(gathered(MARKDOWN.replace('| 280 | 162 | 76 | 95 |', '| 280 | 162 | 76 | 9S |')));
    expect(tables.map((t) => t.year)).toEqual([2025, 2026]);
    expect(drops).toEqual([['rank-tables: 河南 统考 分数段: a cell not a whole number (tables)', 1]]);
  });

  const realDir = resolve(process.env.REAL_DATA_DIR ?? join(import.meta.dirname, '../../../shared/data/real'));
  it.skipIf(!existsSync(join(realDir, HENAN_TESTS_BANDS_FILE)))('reads the gathered 2024–2026 tables: 285 down to 175 (2024: 180)', () => {
    const { tables } = built(realDir);
    expect(tables.map((t) => [t.year, t.rows[0], t.rows[t.rows.length - 1], t.rows.length])).toEqual([
      [2024, [285, 36, 36], [180, 2074, 59327], 22],
      [2025, [285, 27, 27], [175, 1605, 53643], 23],
      [2026, [285, 65, 65], [175, 1235, 47055], 23],
    ]);
  });
});

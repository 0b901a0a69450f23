import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ControlLineRow } from '../format';
import {
  addHenanTestsLines,
  HENAN_ART_LINES_FILE,
  HENAN_CONTROL_LINES_SOURCE,
  readHenanArtLines,
  withHenanTestsLines,
} from './henan-art-lines';

/** The summary's layout: per year and stream, the 本科/专科 文化 and 专业 lines, then a 合计 row. */
const MARKDOWN = `\uFEFF# 2024-2026年河南省普通高校招生录取控制分数线及报考人数（美术与设计类）

## 一、录取控制分数线与报考人数汇总

| 年份 | 科类口径 | 本科文化线 | 高职/专科文化线 | 本科专业线 | 高职/专科专业线 | 报考人数 | 合格人数 | 备注 |
|---:|---|---:|---:|---:|---:|---:|---:|---|
| 2026 | 历史类 | 323 | 159 | 189 | 175 |  |  | 暂未查到 |
| 2026 | 物理类 | 332 | 159 | 189 | 175 |  |  | 暂未查到 |
| 2026 | 合计 | — | — | 189 | 175 | 约50100 | 47055 | 网络报道口径 |
| 2024 | 文科 | 300 | 165 | 200 | 180 | 57029 | 51558 | 文、理科执行相同录取控制分数线 |
| 2024 | 理科 | 300 | 165 | 200 | 180 | 8443 | 7752 | 文、理科执行相同录取控制分数线 |

## 二、按年份简表

| 项目 | 历史类 | 物理类 | 合计/说明 |
|---|---:|---:|---|
| 本科文化线 | 323 | 332 | — |
`;

const row = (
  year: number,
  subjectGroup: ControlLineRow['subjectGroup'],
  level: ControlLineRow['level'],
  cultureScore: number,
): ControlLineRow => ({
  province: '河南',
  year,
  category: '美术与设计类',
  direction: '',
  subjectGroup,
  level,
  batchName: `美术与设计类${level}文化/专业控制线`,
  cultureScore,
  testsScore: null,
  compositeScore: null,
  sourceId: HENAN_CONTROL_LINES_SOURCE,
});

const ROWS = [
  row(2026, '历史', '本科', 323),
  row(2026, '历史', '专科', 159),
  row(2026, '物理', '本科', 332),
  row(2026, '物理', '专科', 159),
  row(2024, '', '本科', 300),
  row(2024, '', '专科', 165),
];

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function gathered(markdown: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'henan-lines-'));
  dirs.push(dir);
  mkdirSync(dirname(join(dir, HENAN_ART_LINES_FILE)), { recursive: true });
  writeFileSync(join(dir, HENAN_ART_LINES_FILE), markdown);
  return dir;
}

describe('河南 美术与设计类 统考 lines', () => {
  it('reads each year and stream of the summary, leaving out the 合计 rows', () => {
    expect(readHenanArtLines(MARKDOWN)).toEqual([
      { year: 2026, subjectGroup: '历史', culture: { 本科: 323, 专科: 159 }, tests: { 本科: 189, 专科: 175 } },
      { year: 2026, subjectGroup: '物理', culture: { 本科: 332, 专科: 159 }, tests: { 本科: 189, 专科: 175 } },
      { year: 2024, subjectGroup: '文科', culture: { 本科: 300, 专科: 165 }, tests: { 本科: 200, 专科: 180 } },
      { year: 2024, subjectGroup: '理科', culture: { 本科: 300, 专科: 165 }, tests: { 本科: 200, 专科: 180 } },
    ]);
    expect(readHenanArtLines('# nothing')).toEqual([]);
    expect(() => readHenanArtLines(MARKDOWN.replace('| 189 | 175 |  |  | 暂未查到 |', '| 18g | 175 |  |  | 暂未查到 |'))).toThrow(
      /「18g」/,
    );
  });

  it('puts the 专业 line on each row of its year, level and stream (a row not split by stream takes the line both share), source kept', () => {
    const other = { ...row(2026, '历史', '本科', 323), category: '音乐类', direction: '音乐表演-声乐' };
    const rows = addHenanTestsLines(gathered(MARKDOWN), [...ROWS, other]);
    expect(rows.map((r) => [r.year, r.subjectGroup, r.level, r.cultureScore, r.testsScore, r.sourceId])).toEqual([
      [2026, '历史', '本科', 323, 189, HENAN_CONTROL_LINES_SOURCE],
      [2026, '历史', '专科', 159, 175, HENAN_CONTROL_LINES_SOURCE],
      [2026, '物理', '本科', 332, 189, HENAN_CONTROL_LINES_SOURCE],
      [2026, '物理', '专科', 159, 175, HENAN_CONTROL_LINES_SOURCE],
      [2024, '', '本科', 300, 200, HENAN_CONTROL_LINES_SOURCE],
      [2024, '', '专科', 165, 180, HENAN_CONTROL_LINES_SOURCE],
      [2026, '历史', '本科', 323, null, HENAN_CONTROL_LINES_SOURCE],
    ]);
  });

  it('stops on a culture line, a 专业 line or a source that disagrees, and on a line with no row to carry it', () => {
    const summary = readHenanArtLines(MARKDOWN);
    const errors = (rows: ControlLineRow[]) => withHenanTestsLines(rows, summary).errors;
    expect(errors(ROWS)).toEqual([]);
    expect(errors(ROWS.map((r, i) => (i === 0 ? { ...r, cultureScore: 322 } : r)))).toEqual([
      `河南 2026 美术与设计类 历史 本科: culture line 322 ≠ 323 in ${HENAN_ART_LINES_FILE}`,
      '河南 2026 美术与设计类 历史 本科: no control-line row to carry the 专业 line 189',
    ]);
    expect(errors(ROWS.map((r, i) => (i === 1 ? { ...r, testsScore: 180 } : r)))[0]).toBe(
      '河南 2026 美术与设计类 历史 专科: 专业 line 180 held ≠ 175 in the summary',
    );
    expect(errors(ROWS.map((r, i) => (i === 2 ? { ...r, sourceId: 'dxsbb' } : r)))[0]).toMatch(/物理 本科: cites dxsbb/);
    expect(errors(ROWS.slice(0, 4))).toEqual([
      '河南 2024 美术与设计类 文科 本科: no control-line row to carry the 专业 line 200',
      '河南 2024 美术与设计类 文科 专科: no control-line row to carry the 专业 line 180',
      '河南 2024 美术与设计类 理科 本科: no control-line row to carry the 专业 line 200',
      '河南 2024 美术与设计类 理科 专科: no control-line row to carry the 专业 line 180',
    ]);
    const split = readHenanArtLines(MARKDOWN.replace('| 2024 | 理科 | 300 | 165 | 200 |', '| 2024 | 理科 | 300 | 165 | 205 |'));
    expect(withHenanTestsLines(ROWS, split).errors[0]).toMatch(
      /2024 美术与设计类 不分科类 本科: the streams' lines differ \(专业 200\/205/,
    );
  });

  const realFile = resolve(import.meta.dirname, '../../../shared/data/real', HENAN_ART_LINES_FILE);
  it.skipIf(!existsSync(realFile))('reads the gathered summary: 2024 200/180, 2025 193/175, 2026 189/175 for every stream', () => {
    const lines = readHenanArtLines(readFileSync(realFile, 'utf8'));
    expect(lines.map((l) => [l.year, l.subjectGroup, l.tests.本科, l.tests.专科])).toEqual([
      [2026, '历史', 189, 175],
      [2026, '物理', 189, 175],
      [2025, '历史', 193, 175],
      [2025, '物理', 193, 175],
      [2024, '文科', 200, 180],
      [2024, '理科', 200, 180],
    ]);
  });
});

/**
 * 河南 美术与设计类 统考 分数段, 2024–2026. 河南省教育考试院 publishes the 统考 result of the
 * category as a 分数段统计 in 5-point bands (285, 280, … 175), each with the number of candidates at
 * or above it (2024: 文科 and 理科 together; 2025–2026: not split by first subject), as images. The
 * gathered copy (henan-art-design-book-2024-2025/raw/2024-2026年河南省普通高校美术一分一段表.md)
 * re-typed them from a reprint of those images (大学生必备网); its page is not an official one, and the
 * authority's own notice was not recorded, so the rows link no page (docs/data.md, "A page per row").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RankTableRow } from '../format';
import { TESTS_FULL_SCORE } from './names';
import { type Entry, RANK_KIND, type TableSet } from './rank-tables';
import type { Drops, Sources } from './sources';

export const HENAN_TESTS_BANDS_FILE = 'henan-art-design-book-2024-2025/raw/2024-2026年河南省普通高校美术一分一段表.md';

/** Points per published band. */
export const HENAN_TESTS_BAND = 5;

/**
 * The table under 「专业分与专业排名对照表」: a header of years (「2026累计人数/专业排名」 …) and one
 * row per band score with each year's cumulative count; an empty cell is a band the year does not
 * list (2024 stops at 180). Returns each year's rows, best score first, as [score, cumulative].
 */
export function readHenanTestsBands(markdown: string): Map<number, [number, number][]> {
  const lines = markdown.split('\n').map((l) => l.trim());
  const headerAt = lines.findIndex((l) => /^\|\s*专业分\s*\|/.test(l));
  const byYear = new Map<number, [number, number][]>();
  if (headerAt < 0) {
    return byYear;
  }
  const years = cellsOf(lines[headerAt])
    .slice(1)
    .map((c) => Number(/^(\d{4})累计人数/.exec(c)?.[1] ?? Number.NaN));
  for (const line of lines.slice(headerAt + 2)) {
    if (!line.startsWith('|')) {
      break;
    }
    const [score, ...counts] = cellsOf(line);
    counts.forEach((cell, i) => {
      if (cell === '' || !Number.isInteger(years[i])) {
        return;
      }
      byYear.set(years[i], [...(byYear.get(years[i]) ?? []), [Number(score), Number(cell)]]);
    });
  }
  return byYear;
}

function cellsOf(line: string): string[] {
  return line
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());
}

/**
 * Rows of a year as the format holds them: [score, count, cumulative], the count being the band's
 * (the rise of the cumulative; the top band counts everyone at or above it).
 */
export function bandRows(bands: readonly [number, number][]): Entry[] {
  const sorted = [...bands].sort((a, b) => b[0] - a[0]);
  return sorted.map(([score, cumulative], i) => [score, cumulative - (i === 0 ? 0 : sorted[i - 1][1]), cumulative]);
}

export function addHenanTestsBands(realDir: string, sources: Sources, drops: Drops, set: TableSet): void {
  const byYear = readHenanTestsBands(readFileSync(join(realDir, HENAN_TESTS_BANDS_FILE), 'utf8'));
  if (byYear.size === 0) {
    throw new Error(`河南 统考 分数段: no table under 专业分 in ${HENAN_TESTS_BANDS_FILE}`);
  }
  for (const [year, bands] of [...byYear.entries()].sort((a, b) => a[0] - b[0])) {
    if (bands.some(([score, cumulative]) => !Number.isInteger(score) || !Number.isInteger(cumulative))) {
      drops.add(RANK_KIND, '河南 统考 分数段: a cell not a whole number (tables)');
      continue;
    }
    const sourceId = sources.add({
      id: `haeea-henan-art-tests-bands-${year}`,
      publisher: '河南省教育考试院',
      url: null,
      title: `${year}年河南省美术与设计类专业省统考成绩分数段统计（5分一段；以图片发布，据转载图片录入；原页面地址未收录）`,
    });
    const table: RankTableRow = {
      province: '河南',
      year,
      kind: '专业',
      category: '美术与设计类',
      direction: '',
      subjectGroup: '',
      level: '',
      maxScore: TESTS_FULL_SCORE,
      rows: bandRows(bands),
      step: HENAN_TESTS_BAND,
      sourceId,
    };
    set.add(table);
  }
}

/**
 * 一分一段 tables. Preferred order when two publications give the same table: the lgh official set,
 * then the Shandong and Guangdong authority files, then the gaokao-pro full tables (gaps only).
 */
import { join } from 'node:path';
import type { RankTableRow } from '../format';
import { num, readCsv } from './io';
import type { LghRaw } from './lgh-raw';
import { artCategoriesOf, fullScoreOf, provinceShortName, subjectGroupOf } from './names';
import { authorityPublisher, type Drops, isHttpUrl, type Sources } from './sources';
import { checkRankTable } from './validate';

export const RANK_KIND = 'rank-tables';

export type Entry = [number, number, number];

export function rankTableKey(t: RankTableRow): string {
  return [t.province, t.year, t.kind, t.category ?? '', t.direction, t.subjectGroup, t.level].join('|');
}

/**
 * Sorts by score descending, reads a merged first row as "at or above", and puts back the scores a table leaves out because nobody had them
 * (count 0, cumulative unchanged), but only where the published counts prove nobody is missing:
 * the next row's count must equal the rise of the cumulative. Integer tables only.
 */
export function fillZeroScores(entries: Entry[]): Entry[] {
  const sorted = [...entries].sort((a, b) => b[0] - a[0]);
  const integer = sorted.every(([score]) => Number.isInteger(score));
  const out: Entry[] = [];
  // A first row that merges the top scores ("668 and above") counts everyone at or above it.
  if (sorted[0] && sorted[0][1] !== sorted[0][2]) {
    sorted[0] = [sorted[0][0], sorted[0][2], sorted[0][2]];
  }
  for (const entry of sorted) {
    const prev = out[out.length - 1];
    if (integer && prev && prev[0] - entry[0] > 1 && entry[2] - prev[2] === entry[1]) {
      for (let s = prev[0] - 1; s > entry[0]; s--) {
        out.push([s, 0, prev[2]]);
      }
    }
    out.push(entry);
  }
  return out;
}

export class TableSet {
  private readonly byKey = new Map<string, RankTableRow>();

  constructor(private readonly drops: Drops) {}

  has(key: string): boolean {
    return this.byKey.has(key);
  }

  /** First publication wins; a later one for the same table is counted as superseded. */
  add(table: RankTableRow): void {
    const key = rankTableKey(table);
    // A publication whose table does not add up (gaps the counts cannot explain) is not shipped.
    if (checkRankTable(table).length > 0) {
      this.drops.add(RANK_KIND, 'table not contiguous or its counts do not add up (tables)');
      return;
    }
    if (this.byKey.has(key)) {
      this.drops.add(RANK_KIND, 'table superseded by a preferred publication (tables)');
      return;
    }
    this.byKey.set(key, table);
  }

  /** Where a province publishes 本科 and 专科 tables that are the same, one table with level ''. */
  rows(): RankTableRow[] {
    const tables = [...this.byKey.values()];
    const out: RankTableRow[] = [];
    for (const t of tables) {
      if (t.level === '') {
        out.push(t);
        continue;
      }
      const other = this.byKey.get(rankTableKey({ ...t, level: t.level === '本科' ? '专科' : '本科' }));
      // 广东 publishes its ordinary culture table twice, with the 本科 and the 专科 batch's bonus
      // points; the product keeps one culture table per subject group, the 本科 one.
      if (t.kind === '文化' && other) {
        if (t.level === '本科') {
          out.push(t);
        } else {
          this.drops.add(RANK_KIND, 'ordinary culture table for the 专科 batch (the 本科 one is kept) (tables)');
        }
        continue;
      }
      if (other && JSON.stringify(other.rows) === JSON.stringify(t.rows)) {
        if (t.level === '本科') {
          out.push({ ...t, level: '' });
        }
        continue;
      }
      out.push(t);
    }
    return out;
  }
}

/** Known labelling errors of the gathered tables, fixed by province and year. */
export function fixedSubjectType(province: string, year: number, subjectType: string): string {
  // 云南 switched to 3+1+2 in 2025; its 2026 tables are labelled 理科/文科 by mistake.
  if (province === '云南' && year >= 2025) {
    return subjectType.replace('理科', '物理类').replace('文科', '历史类');
  }
  return subjectType;
}

const LGH_SKIPPED_USAGE = /sports|counterpart|single|M段|征集/;

export function addLghRankTables(realDir: string, raw: LghRaw, sources: Sources, drops: Drops, set: TableSet): void {
  const groups = new Map<string, Record<string, string>[]>();
  for (const r of readCsv(join(realDir, 'lgh-official-gaokao/derived/rank_tables_all.csv'))) {
    const key = [r.province, r.year, r.subjectType, r.rankUsage, r.rankCategory, r.rankLevelUsage, r.rankInstitutionScope, r.sourceId].join(
      '|',
    );
    const list = groups.get(key) ?? [];
    list.push(r);
    groups.set(key, list);
  }
  for (const rows of groups.values()) {
    const r = rows[0];
    if (r.official !== '1' || !r.sourceQuality.startsWith('official-')) {
      drops.add(RANK_KIND, 'third-party source (tables)');
      continue;
    }
    if (LGH_SKIPPED_USAGE.test(r.rankUsage) || r.rankCategory === '体育类') {
      drops.add(RANK_KIND, 'not an ordinary or art table: 体育, 对口, 单招, 征集 (tables)');
      continue;
    }
    // 广西 2025 publishes one table per bonus scope; the national-bonus one (区外) is comparable with others.
    if (r.rankInstitutionScope === 'inside-guangxi') {
      drops.add(RANK_KIND, '广西 区内-bonus table (the 区外 table is kept) (tables)');
      continue;
    }
    const province = provinceShortName(r.province);
    const year = Number(r.year);
    const url = raw.urlOf(r.sourceId, r.source_url);
    if (!province) {
      drops.add(RANK_KIND, 'province not recognised (tables)');
      continue;
    }
    if (!isHttpUrl(url)) {
      drops.add(RANK_KIND, 'no official URL for the source (tables)');
      continue;
    }
    const art = r.rankUsage === 'art';
    const cats = art ? artCategoriesOf(r.rankCategory) : [{ category: null, direction: '' }];
    if (cats.length !== 1) {
      drops.add(RANK_KIND, 'art table without one product category (tables)');
      continue;
    }
    const entries = rows.map((x): Entry => {
      const rankEnd = num(x.rankEnd) ?? 0;
      const count = num(x.sameRankScore) ?? rankEnd - (num(x.rankStart) ?? rankEnd) + 1;
      return [num(x.score) ?? NaN, count, rankEnd];
    });
    const level = r.rankLevelUsage || (art ? '' : r.rankUsage);
    const sourceId = sources.add({
      id: r.sourceId,
      publisher: authorityPublisher(province, url),
      url: raw.pageOf(r.sourceId, url),
      title: raw.titleOf(r.sourceId) ?? `${province}${year}年${art ? '艺术类综合成绩' : '普通高考成绩'}一分一段表`,
    });
    set.add({
      province,
      year,
      kind: art ? '综合' : '文化',
      category: cats[0].category,
      direction: cats[0].direction,
      subjectGroup: subjectGroupOf(fixedSubjectType(province, year, r.subjectType)),
      level: level === 'undergraduate' ? '本科' : level === 'vocational' ? '专科' : '',
      maxScore: art ? 750 : fullScoreOf(province),
      rows: fillZeroScores(entries),
      sourceId,
    });
  }
}

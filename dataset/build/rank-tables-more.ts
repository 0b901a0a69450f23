/** 一分一段 tables from the Shandong and Guangdong authority files and the gaokao-pro full tables. */
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { RankTableRow } from '../format';
import { GUANGDONG_SOURCE } from './control-lines';
import { num, readCsv, readJson } from './io';
import { artCategoriesOf, fullScoreOf, provinceShortName, subjectGroupOf, TESTS_FULL_SCORE } from './names';
import { type Entry, fillZeroScores, RANK_KIND, type TableSet } from './rank-tables';
import { authorityPublisher, type Drops, hostOf, isHttpUrl, type Sources, THIRD_PARTY_HOSTS } from './sources';

const SDZK_URL = 'https://www.sdzk.cn/';

/** 山东 音乐类/舞蹈类: the 专业 tables (all candidates preferred over 双达线) and the 综合 tables. */
export function addShandongArtTables(realDir: string, sources: Sources, drops: Drops, set: TableSet): void {
  const groups = new Map<string, Record<string, string>[]>();
  const rows = readCsv(join(realDir, 'shandong-art-official/shandong_art_score_tables_2024_2026.csv'));
  for (const r of rows) {
    const key = `${r.year}|${r.category}|${r.table_type}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  // 全体 (every candidate) before 双达线, so the all-candidate 专业 table wins where both exist.
  const ordered = [...groups.entries()].sort(([a], [b]) => {
    const rank = (k: string) => (k.includes('全体') ? 0 : 1);
    return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
  });
  for (const [, list] of ordered) {
    const r = list[0];
    const year = Number(r.year);
    // 文化 means the ordinary culture table in the format; a culture table of one art category
    // (双达线考生文化成绩) has no kind there, so it is counted and left out.
    if (!/综合/.test(r.table_type) && /文化/.test(r.table_type)) {
      drops.add(RANK_KIND, 'culture table of one art category (山东 双达线; no kind in the format) (tables)');
      continue;
    }
    const kind = /综合/.test(r.table_type) ? '综合' : '专业';
    const cats = artCategoriesOf(r.category);
    const sourceId = sources.add({
      id: `sdzk-art-score-tables-${year}`,
      publisher: '山东省教育招生考试院',
      // The authority's spreadsheets were gathered without the address of the notice that published them.
      url: null,
      title: `山东省${year}年艺术类（音乐类、舞蹈类）专业统考、文化及综合成绩分段表（${SDZK_URL.replace(/^https:\/\/|\/$/g, '')}发布；原页面地址未收录）`,
    });
    set.add({
      province: '山东',
      year,
      kind,
      category: cats[0].category,
      direction: cats[0].direction,
      subjectGroup: '',
      level: '',
      maxScore: kind === '专业' ? TESTS_FULL_SCORE : 750,
      rows: fillZeroScores(list.map((x): Entry => [num(x.score) ?? NaN, num(x.count) ?? NaN, num(x.cumulative) ?? NaN])),
      sourceId,
    });
  }
}

interface GuangdongDistribution {
  category: string;
  type: string;
  scoreData: { score: number; count: number; cumulative: number }[];
}

/** 广东 2025 分数段: ordinary 历史/物理 and the art composite tables by category and level. */
export function addGuangdongTables(realDir: string, sources: Sources, drops: Drops, set: TableSet): void {
  const sourceId = sources.add({
    id: 'guangdong-eea-score-distribution-2025',
    ...GUANGDONG_SOURCE,
    title: '广东省2025年普通高考（含艺术类综合成绩）分数段统计表',
  });
  const file = join(realDir, 'guangdong-eea-fangge/guangdong_score_distributions_2025_incl_art.json');
  for (const t of readJson<GuangdongDistribution[]>(file)) {
    const ordinary = t.category.startsWith('普通类');
    // Here "(含粤语)" is the 粤语 direction's own table, beside the 普通话 one.
    const cats = ordinary ? [{ category: null, direction: '' }] : artCategoriesOf(t.category.replace('含粤语', '粤语'));
    if (cats.length !== 1 || /体育/.test(t.category)) {
      drops.add(RANK_KIND, 'not an ordinary or art table: 体育, 对口, 单招, 征集 (tables)');
      continue;
    }
    set.add({
      province: '广东',
      year: 2025,
      kind: ordinary ? '文化' : '综合',
      category: cats[0].category,
      direction: cats[0].direction,
      subjectGroup: subjectGroupOf(t.category),
      level: t.type === '专科' ? '专科' : '本科',
      maxScore: 750,
      rows: fillZeroScores(t.scoreData.map((x): Entry => [x.score, x.count, x.cumulative])),
      sourceId,
    });
  }
}

interface ProFile {
  province_name: string;
  year: number;
  track: string;
  source_url?: string;
  rows: { score: number; count: number; cumulative: number }[];
}

interface ProManifest {
  records: { province: string; year: number; source_url?: string }[];
}

/** Full per-score tables: nearly every step is one point (the rest are scores nobody had, checked later). */
export function isFullTable(rows: { score: number }[]): boolean {
  if (rows.length < 100) {
    return false;
  }
  const steps = rows.slice(1, -1).map((r, i) => rows[i].score - r.score);
  const unit = steps.filter((s) => s === 1).length;
  return unit / steps.length >= 0.95 && steps.every((s) => s >= 1);
}

const TRACKS: Readonly<Record<string, string>> = { physics: '物理', history: '历史', science: '理科', liberal: '文科', combined: '' };

/** gaokao-pro full tables, only for (province, year, subject group) that no preferred source covers. */
export function addGaokaoProTables(realDir: string, sources: Sources, drops: Drops, set: TableSet): void {
  const dir = join(realDir, 'gaokao-pro-art-formulas-yfyd/yifenyiduan');
  const manifest = readJson<ProManifest>(join(dir, 'yifenyiduan-manifest.json'));
  const names = readdirSync(dir).filter((n) => n.endsWith('.json') && n !== 'yifenyiduan-manifest.json');
  for (const name of names.sort()) {
    const f = readJson<ProFile>(join(dir, name));
    const province = provinceShortName(f.province_name);
    const url = f.source_url || manifest.records.find((m) => m.province === f.province_name && m.year === f.year)?.source_url || '';
    const subjectGroup = (TRACKS[f.track] ?? '') as RankTableRow['subjectGroup'];
    if (!province || !isFullTable(f.rows)) {
      drops.add(RANK_KIND, 'gaokao-pro coarse or partial table (tables)');
      continue;
    }
    if (!isHttpUrl(url) || THIRD_PARTY_HOSTS.test(hostOf(url))) {
      drops.add(RANK_KIND, 'gaokao-pro table without an official or official-reprint URL (tables)');
      continue;
    }
    if (['本科', '专科', ''].some((level) => set.has([province, f.year, '文化', '', '', subjectGroup, level].join('|')))) {
      drops.add(RANK_KIND, 'table superseded by a preferred publication (tables)');
      continue;
    }
    const sourceId = sources.add({
      id: `gaokao-pro-${basename(name, '.json')}`,
      publisher: authorityPublisher(province, url),
      url,
      title: `${province}${f.year}年普通高考成绩一分一段表${subjectGroup ? `（${subjectGroup}）` : ''}`,
    });
    set.add({
      province,
      year: f.year,
      kind: '文化',
      category: null,
      direction: '',
      subjectGroup,
      level: '',
      maxScore: fullScoreOf(province),
      rows: fillZeroScores(f.rows.map((x): Entry => [x.score, x.count, x.cumulative])),
      sourceId,
    });
  }
}

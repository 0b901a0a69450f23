/**
 * Control lines: the lgh derived CSV (official rows only, 2024–2026, with the 专业 line taken from
 * the raw 2026 records) and the Guangdong authority's 2021–2025 lines.
 */
import { join } from 'node:path';
import type { ControlLineRow, Level } from '../format';
import { num, readCsv, readJson } from './io';
import type { LghRaw, RawControlRecord } from './lgh-raw';
import { artCategoriesOf, levelOf, otherArtReason, provinceShortName, subjectGroupOf } from './names';
import { authorityPublisher, type Drops, isHttpUrl, type Sources } from './sources';

const KIND = 'control-lines';

/** Lines for candidates the product does not plan for (体育, 特殊类型, 对口, 民族语言 …). */
const NOT_PRODUCT =
  /体育|特殊类型|专项|对口|单招|单独考试|中职|技能|民族|预科|军|警|消防|司法|士官|定向|双语|口语|高水平|强基|综合评价|港澳|藏文|蒙文|面向|医学|师范|公费/;

export interface LineDraft {
  province: string;
  year: number;
  text: string;
  subjectType: string;
  batchName: string;
  cultureScore: number | null;
  testsScore: number | null;
  compositeScore: number | null;
  sourceId: string;
}

/** Keeps one row per key; a second row with other scores is a conflict and is dropped and counted. */
export class LineSet {
  private readonly byKey = new Map<string, ControlLineRow>();

  constructor(private readonly drops: Drops) {}

  /** One draft can become several rows (a name listing several categories), or none (counted). */
  add(d: LineDraft): void {
    const cats = artCategoriesOf(d.text);
    // An art line naming its categories but no level (辽宁 舞蹈、戏剧影视表演…文化线) is the 本科 line:
    // those provinces publish the 专科 art line separately.
    const level = levelOf(d.text) ?? (cats.length > 0 && !/体育|校考/.test(d.text) ? '本科' : null);
    const sports = /体育/.test(d.text);
    let targets: { category: string | null; direction: string }[];
    if (/对口|中职|职高|单招|单独考试/.test(d.subjectType)) {
      this.drops.add(KIND, 'not an ordinary or art line (体育, 特殊类型, 对口 …)');
      return;
    }
    if (cats.length > 0 && !sports) {
      targets = cats;
    } else {
      const other = otherArtReason(d.text);
      if (other) {
        this.drops.add(KIND, other);
        return;
      }
      // 普通类 only when the name says so or names no category at all (本科录取控制分数线).
      const ordinary = /普通/.test(d.text) || !/类/.test(d.text.replace(/(物理|历史|理科|文科|文史|理工)类?/g, ''));
      if (NOT_PRODUCT.test(d.text) || !ordinary || !/普通|本科|专科|高职|一段|二段/.test(d.text)) {
        this.drops.add(KIND, 'not an ordinary or art line (体育, 特殊类型, 对口 …)');
        return;
      }
      targets = [{ category: null, direction: '' }];
    }
    if (!level) {
      this.drops.add(KIND, 'level (本科/专科) not stated');
      return;
    }
    // 本专科合格线: one line for both levels.
    const levels: Level[] = /本专科|本、专科/.test(d.text) ? ['本科', '专科'] : [level];
    for (const t of targets.flatMap((target) => levels.map((l) => ({ ...target, level: l })))) {
      this.put({
        province: d.province,
        year: d.year,
        category: t.category,
        direction: t.direction,
        subjectGroup: subjectGroupOf(d.subjectType),
        level: t.level,
        batchName: d.batchName,
        cultureScore: d.cultureScore,
        testsScore: d.testsScore,
        compositeScore: d.compositeScore,
        sourceId: d.sourceId,
      });
    }
  }

  private put(row: ControlLineRow): void {
    const key = controlLineKey(row);
    const existing = this.byKey.get(key);
    if (!existing) {
      this.byKey.set(key, row);
    } else if (
      existing.cultureScore === row.cultureScore &&
      existing.testsScore === row.testsScore &&
      existing.compositeScore === row.compositeScore
    ) {
      this.drops.add(KIND, 'duplicate of a line already kept');
    } else {
      this.drops.add(KIND, 'conflicting duplicate (second value left out)');
    }
  }

  rows(): ControlLineRow[] {
    return [...this.byKey.values()];
  }
}

export function controlLineKey(r: ControlLineRow): string {
  return [r.province, r.year, r.category ?? '', r.direction, r.subjectGroup, r.level, r.batchName].join('|');
}

/**
 * Which score a published line is: an `art-composite` metric is the 综合分 line; a 合格线 or 资格线
 * (not 文化) is the 专业 line; otherwise the culture line, with the 专业 minimum the raw record kept.
 */
export function lineScores(
  r: Record<string, string>,
  record?: RawControlRecord,
): Pick<ControlLineRow, 'cultureScore' | 'testsScore' | 'compositeScore'> {
  const minScore = num(r.minScore);
  const name = `${r.batch} ${r.majorName}`;
  if (r.scoreMetric === 'art-composite') {
    return { cultureScore: null, testsScore: null, compositeScore: minScore };
  }
  if (/合格线|资格线/.test(name) && !/文化/.test(name)) {
    return { cultureScore: null, testsScore: minScore, compositeScore: null };
  }
  return {
    cultureScore: num(r.cultureScoreLine) ?? minScore,
    testsScore: record?.professionalMinScore ?? record?.professionalScoreLine ?? null,
    compositeScore: null,
  };
}

export function addLghControlLines(realDir: string, raw: LghRaw, sources: Sources, drops: Drops, set: LineSet): void {
  for (const r of readCsv(join(realDir, 'lgh-official-gaokao/derived/control_lines_all.csv'))) {
    if (!r.sourceQuality.startsWith('official-')) {
      drops.add(KIND, 'third-party source');
      continue;
    }
    const province = provinceShortName(r.province);
    const year = Number(r.year);
    const record = raw.controlRecords.get(r.id);
    const url = raw.urlOf(r.sourceId, r.source_url || record?.sourceUrl);
    if (!province) {
      drops.add(KIND, 'province not recognised');
      continue;
    }
    if (!isHttpUrl(url)) {
      drops.add(KIND, 'no official URL for the source');
      continue;
    }
    if (r.scoreMetric === 'single-exam-score' || r.scoreMetric === 'sports-composite') {
      drops.add(KIND, 'not an ordinary or art line (体育, 特殊类型, 对口 …)');
      continue;
    }
    const sourceId = sources.add({
      id: r.sourceId,
      publisher: authorityPublisher(province, url),
      url: raw.pageOf(r.sourceId, url),
      title: raw.titleOf(r.sourceId) ?? `${province}${year}年普通高校招生录取控制分数线`,
    });
    set.add({
      province,
      year,
      text: `${r.batch} ${r.majorName}`,
      subjectType: r.subjectType,
      batchName: r.majorName.trim() || r.batch.trim(),
      ...lineScores(r, record),
      sourceId,
    });
  }
}

interface GuangdongLine {
  type: string;
  category: string;
  lines: Record<string, string>;
}

export const GUANGDONG_SOURCE = {
  publisher: '广东省教育考试院',
  url: 'https://eea.gd.gov.cn/',
} as const;

export function addGuangdongControlLines(realDir: string, sources: Sources, drops: Drops, set: LineSet): void {
  const sourceId = sources.add({
    id: 'guangdong-eea-control-lines-2021-2025',
    ...GUANGDONG_SOURCE,
    title: '广东省2021—2025年普通高校招生录取最低分数线（含艺术类文化/专业线）',
  });
  const file = join(realDir, 'guangdong-eea-fangge/guangdong_control_lines_2021_2025.json');
  for (const entry of readJson<GuangdongLine[]>(file)) {
    // In this table "(含粤语)" means the line covers both 播音 directions: it is the whole category.
    const category = entry.category.replace(/[（(]含粤语[)）]/, '').replace(/[（(]含[^）)]*[)）]/, '');
    for (const [year, value] of Object.entries(entry.lines).sort()) {
      const parts = value.trim().split('/');
      if (value.trim() === '-' || parts.some((p) => num(p) === null)) {
        continue;
      }
      const art = parts.length === 2;
      set.add({
        province: '广东',
        year: Number(year),
        text: `${entry.type} ${category}`,
        subjectType: entry.category,
        batchName: `${art ? '艺术类' : '普通类'}${entry.type}`,
        cultureScore: num(parts[0]),
        testsScore: art ? num(parts[1]) : null,
        compositeScore: null,
        sourceId,
      });
    }
  }
}

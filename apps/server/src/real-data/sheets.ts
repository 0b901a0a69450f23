import { IMPORT_TABLES, ORDINARY_CATEGORY, type ImportTableKey } from '@yzy/shared/contracts';
import type { AdmissionRow, ControlLineRow, DataSource, MajorRow, PlanRow, RankTableRow, SchoolRow } from '../../../../dataset/format';
import type { SheetRow } from '../modules/admin';
import { majorFactOf, schoolFactsOf } from './known-facts';

/**
 * The committed dataset, written as the operator's import files: one header row with the import
 * template's headers, then one row per record. Loading real data then runs through exactly the
 * checks and writes an operator's upload does (docs/data.md).
 */

type Cells = Record<string, string | number | null | undefined>;

/** The national 统考 categories whose directions are separate exam categories in every province. */
const DIRECTIONS: Record<string, readonly string[]> = {
  音乐类: ['音乐表演-声乐', '音乐表演-器乐', '音乐教育'],
  '表（导）演类': ['戏剧影视表演', '服装表演', '戏剧影视导演'],
};

/**
 * The product's exam category names a row applies to: 普通类, one direction, or every direction of
 * its category. A finer split than the product's (云南's 音乐教育 by 器乐/声乐 主项) maps to none:
 * the row is counted as left out rather than shown under a category it does not belong to.
 */
export function examCategoryNames(category: string | null, direction: string): string[] {
  if (category === null) {
    return [ORDINARY_CATEGORY.name];
  }
  const directions = DIRECTIONS[category];
  if (!directions) {
    return direction ? [] : [category];
  }
  if (!direction) {
    return directions.map((d) => `${category}（${d}）`);
  }
  return directions.includes(direction) ? [`${category}（${direction}）`] : [];
}

export class SheetBuilder {
  private readonly headers: string[];
  readonly rows: SheetRow[] = [];
  /** Dataset rows left out because no exam category of the product matches them. */
  unmatched = 0;
  /** Rows added per dataset source, with their years (the 数据来源 page's publications). */
  readonly bySource = new Map<string, { rows: number; years: Set<number> }>();

  constructor(
    private readonly table: ImportTableKey,
    private readonly sources: ReadonlyMap<string, DataSource>,
  ) {
    this.headers = IMPORT_TABLES[table].columns.map((c) => c.header);
  }

  /**
   * Adds one row by field name; `sourceId` fills 来源 (the publisher) and 来源链接, unless the row
   * names its own page (`sourceUrl`, null when the row's page is not known).
   */
  add(sourceId: string, cells: Cells): void {
    const source = this.sources.get(sourceId);
    if (!source) {
      throw new Error(`dataset: unknown source ${sourceId}`);
    }
    const byField: Cells = { sourceUrl: source.url, ...cells, source: source.publisher };
    const tally = this.bySource.get(sourceId) ?? { rows: 0, years: new Set<number>() };
    tally.rows += 1;
    if (typeof cells.year === 'number') {
      tally.years.add(cells.year);
    }
    this.bySource.set(sourceId, tally);
    const line = this.rows.length + 2;
    this.rows.push({ line, cells: IMPORT_TABLES[this.table].columns.map((c) => text(byField[c.field])) });
  }

  /** Adds the row once per exam category it applies to. */
  addPerCategory(names: readonly string[], sourceId: string, cells: Cells): void {
    if (names.length === 0) {
      this.unmatched += 1;
    }
    for (const examCategory of names) {
      this.add(sourceId, { ...cells, examCategory });
    }
  }

  sheet(): SheetRow[] {
    return [{ line: 1, cells: this.headers }, ...this.rows];
  }
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A school of the national list, with the facts the product keeps for the schools it knows well. */
export function addSchool(sheet: SheetBuilder, s: SchoolRow, year: number): void {
  const known = schoolFactsOf(s.name);
  const tags = [
    ...(s.is985 ? ['985'] : []),
    ...(s.is211 ? ['211'] : []),
    ...(s.isDoubleFirstClass ? ['双一流'] : []),
    ...(known?.basisTags ?? []),
  ];
  sheet.add(s.sourceId, {
    name: s.name,
    province: s.province,
    city: s.city,
    type: known?.type ?? schoolTypeOf(s.name),
    nature: s.ownership === '民办' ? '民办' : s.ownership === '中外合作' ? '中外合作' : '公办',
    tags: [...new Set(tags)].join('、'),
    website: known?.website,
    intro: known?.intro,
    year,
    moeCode: s.moeCode,
    department: s.department,
    level: s.level,
  });
}

/**
 * 类型 of a school the product has no facts for, from its name, in this order: 艺术 (arts
 * academies), 传媒, 师范, 农林, 理工, else 综合. The national list gives no type; the rule is
 * stated on the 数据覆盖 page so nobody takes it for an official classification.
 */
export function schoolTypeOf(name: string): string {
  if (/艺术|美术|音乐|戏剧|戏曲|电影|舞蹈/.test(name)) {
    return '艺术';
  }
  if (/传媒|广播|新闻/.test(name)) {
    return '传媒';
  }
  if (/师范/.test(name)) {
    return '师范';
  }
  if (/农|林业|林学|畜牧|水产/.test(name)) {
    return '农林';
  }
  if (/理工|科技|工业|工程|交通|电子|石油|化工|矿业|邮电|航空|航天|建筑|电力|信息|机电|铁道|船舶|测绘|地质/.test(name)) {
    return '理工';
  }
  return '综合';
}

/** Majors keep the catalogue's T/K flags in their code, as the import template asks. */
export function addMajor(sheet: SheetBuilder, m: MajorRow, year: number): void {
  const known = majorFactOf(m.code);
  sheet.add(m.sourceId, {
    code: `${m.code}${m.special ? 'T' : ''}${m.controlled ? 'K' : ''}`,
    name: m.name,
    classCode: m.classCode,
    className: m.className,
    degree: `${m.category}学士`,
    years: yearsOf(m),
    examCategory: known?.examCategory ?? '',
    intro: known?.intro,
    year,
  });
}

/** 基本修业年限: four years, five for the clinical medicine, stomatology, traditional medicine and architecture classes. */
function yearsOf(m: MajorRow): number {
  return ['1002', '1003', '1005', '0828'].includes(m.classCode) && /医学|建筑学$/.test(m.name) ? 5 : 4;
}

export function addControlLine(sheet: SheetBuilder, l: ControlLineRow): void {
  sheet.addPerCategory(examCategoryNames(l.category, l.direction), l.sourceId, {
    year: l.year,
    province: l.province,
    batch: l.batchName,
    level: l.level,
    subjectGroup: l.subjectGroup,
    cultureScore: l.cultureScore,
    testsScore: l.testsScore,
    compositeScore: l.compositeScore,
  });
}

/**
 * The import's table kind of a dataset table. 广东 publishes each table twice, with the 本科 and
 * the 专科 bonus rules; the composite keeps both (the engine ranks 专科 plans on the second), the
 * culture and 统考 tables keep the 本科 one (null: left out).
 */
export function rankKindOf(t: RankTableRow): string | null {
  if (t.kind !== '综合') {
    return t.level === '专科' ? null : t.kind;
  }
  return t.level === '专科' ? '综合分（专科）' : '综合分';
}

/**
 * One 一分一段 table. The product ranks by integer score steps (`count` in [score, score + 1)),
 * so finer tables (山东 publishes 0.01 steps) are summed into whole-point steps: each step keeps
 * the cumulative count of its lowest score, and no candidate is added or lost.
 */
export function addRankTable(sheet: SheetBuilder, t: RankTableRow): void {
  // A 文化 table with a category ranks that category's candidates by culture (山东 publishes these for 音乐/舞蹈).
  const names = examCategoryNames(t.category, t.direction);
  const kind = rankKindOf(t);
  if (names.length === 0 || kind === null) {
    sheet.unmatched += 1;
    return;
  }
  for (const [score, count, cumulative] of wholePointSteps(t.rows)) {
    for (const examCategory of names) {
      sheet.add(t.sourceId, {
        year: t.year,
        province: t.province,
        examCategory,
        subjectGroup: t.subjectGroup,
        kind,
        score,
        count,
        cumulative,
      });
    }
  }
}

export function wholePointSteps(rows: readonly [number, number, number][]): [number, number, number][] {
  const steps: [number, number, number][] = [];
  for (const [score, count, cumulative] of [...rows].sort((a, b) => b[0] - a[0])) {
    const step = Math.floor(score);
    const last = steps[steps.length - 1];
    if (last && last[0] === step) {
      last[1] += count;
      last[2] = cumulative;
    } else {
      steps.push([step, count, cumulative]);
    }
  }
  return steps;
}

/** A school's formula as the import's 院校公式 cell. */
const formulaCell = (row: AdmissionRow | PlanRow) => (row.schoolFormula ? JSON.stringify(row.schoolFormula) : null);

export function addAdmission(
  sheet: SheetBuilder,
  a: AdmissionRow,
  schoolName: string,
  majorCode: string | null,
  unitName = unitNameOf(a),
): void {
  sheet.addPerCategory(examCategoryNames(a.category, a.direction), a.sourceId, {
    year: a.year,
    province: a.province,
    school: schoolName,
    batch: a.batchName,
    batchLabel: a.batchLabel || null,
    schoolFormula: formulaCell(a),
    sourceUrl: a.sourceUrl,
    majorName: unitName,
    majorCode,
    recordKind: a.kind,
    minScore: a.minScore,
    avgScore: a.avgScore,
    minRank: a.minRank,
    admittedCount: a.admittedCount,
    planCount: a.planCount,
    subjectGroup: a.subjectGroup,
    schoolCode: a.schoolCode,
    groupCode: a.groupCode,
  });
}

export function addPlan(sheet: SheetBuilder, p: PlanRow, schoolName: string, majorCode: string | null): void {
  sheet.addPerCategory(examCategoryNames(p.category, p.direction), p.sourceId, {
    year: p.year,
    province: p.province,
    school: schoolName,
    batch: p.batchName,
    schoolFormula: formulaCell(p),
    sourceUrl: p.sourceUrl,
    majorName: unitNameOf(p),
    majorCode,
    planCount: p.planCount,
    tuition: p.tuition,
    years: p.years,
    subjectGroup: p.subjectGroup,
    schoolCode: p.schoolCode,
    groupCode: p.groupCode,
  });
}

/** What a line or plan is for: its major, else its 专业组, else the school as a whole (院校投档线). */
export function unitNameOf(row: AdmissionRow | PlanRow): string {
  return row.majorName || (row.groupCode ? `${row.groupCode}专业组` : '院校整体');
}

/**
 * The unit names of admission lines, told apart where two lines would otherwise share one row key
 * of the import (school, batch, 选科组, 专业组, name, 投档/录取): the 专业代号 the province prints
 * (河南's (02) 美术学 and (06) 美术学) or the publication's batch label (山东's 第1次/第2次志愿) is
 * added to the name. Lines that differ in nothing the import keeps are left to its duplicate check.
 */
export function distinctUnitNames(rows: readonly AdmissionRow[], schoolOf: (row: AdmissionRow) => string | null): string[] {
  const keyOf = (r: AdmissionRow) =>
    [r.province, r.year, r.category, r.direction, schoolOf(r), r.batchName, r.subjectGroup, r.groupCode ?? '', unitNameOf(r), r.kind].join(
      '|',
    );
  const groups = new Map<string, AdmissionRow[]>();
  rows.forEach((r) => groups.set(keyOf(r), [...(groups.get(keyOf(r)) ?? []), r]));
  return rows.map((r) => {
    const group = groups.get(keyOf(r)) ?? [];
    if (group.length < 2) {
      return unitNameOf(r);
    }
    const note =
      new Set(group.map((g) => g.majorNo)).size === group.length && r.majorNo
        ? `专业代号${r.majorNo}`
        : new Set(group.map((g) => g.batchLabel)).size === group.length && r.batchLabel
          ? r.batchLabel
          : '';
    return note ? `${unitNameOf(r)}（${note}）` : unitNameOf(r);
  });
}

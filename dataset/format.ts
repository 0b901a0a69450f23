/**
 * The shape of the committed real data in `dataset/real/` (built by `npm run data:build` from the
 * official publications gathered beside the repository; see docs/data.md).
 *
 * Every file is `<kind>.json.gz`: gzip of one JSON object `{ kind, version, rows }`. Every row
 * names its source by `sourceId`, an entry of `sources.json.gz`, which carries the publisher a
 * member sees (河南省教育考试院) and the official page. Names are already normalised:
 * - `province`: the short name the product uses (河南, 内蒙古, 广西, 新疆 …);
 * - `category`: the national 统考 category (美术与设计类, 音乐类, 舞蹈类, 表（导）演类, 播音与主持类,
 *   书法类) and `direction` within it ('' = the whole category; otherwise 音乐表演-声乐,
 *   音乐表演-器乐, 音乐教育, 戏剧影视表演, 服装表演, 戏剧影视导演), so a row maps onto the product's
 *   exam category `category` or `category（direction）`; null category = not an art row (普通类);
 * - `subjectGroup`: 物理 / 历史 for 3+1+2 provinces, 理科 / 文科 for the traditional ones, '' when
 *   the table or line is not split;
 * - `level`: 本科 / 专科.
 */

export interface DataSource {
  /** Stable id, e.g. `henan-2026-control-lines`. */
  id: string;
  /** Who published it, as a member should read it: 河南省教育考试院, 中华人民共和国教育部, 南京艺术学院本科招生网. */
  publisher: string;
  /**
   * The official page (http or https); null for a publication that is not online (a printed
   * statistics book): its title names it, and its rows say their page is unknown.
   */
  url: string | null;
  /** What the publication is: 2026年河南省普通高校招生艺术类控制分数线. */
  title: string;
}

export type SubjectGroup = '物理' | '历史' | '理科' | '文科' | '';

/**
 * A school's own composite formula for one row, in the shape the product reads
 * (packages/shared/src/rules/formula-override.ts): only the fields in which it differs from the
 * province's formula of the year. 河南's five forms: null (文化×50%+专业×125%, the province's),
 * {"cultureWeight":0.6} (×60% + ×100%), {"cultureWeight":0.7} (×70% + ×75%),
 * {"cultureWeight":0.8} (×80% + ×50%), {"kind":"cultureOnly"} (文化 only, 专业 a threshold).
 */
export interface SchoolFormula {
  kind?: 'weighted' | 'testsOnly' | 'cultureOnly' | 'sum';
  cultureWeight?: number;
  cultureFull?: number;
  testsFull?: number;
  outputScale?: number;
  roundingDigits?: number;
}

/** Another publication that gives the same figure for a row (a merged duplicate). */
export interface AlsoSource {
  sourceId: string;
  /** That publication's page for the row; null when unknown. */
  sourceUrl: string | null;
}
export type Level = '本科' | '专科';

export interface SchoolRow {
  name: string;
  /** 学校标识码 (10 digits). */
  moeCode: string;
  province: string;
  city: string;
  /** 主管部门. */
  department: string;
  level: Level;
  /** 公办 / 民办 / 中外合作 (from the list's 备注). */
  ownership: string;
  /** The list's 备注, verbatim ('' when none). */
  remark: string;
  is985: boolean;
  is211: boolean;
  isDoubleFirstClass: boolean;
  sourceId: string;
}

export interface MajorRow {
  /** Six digits, without the T/K suffix. */
  code: string;
  name: string;
  categoryCode: string;
  category: string;
  classCode: string;
  className: string;
  special: boolean;
  controlled: boolean;
  note: string;
  sourceId: string;
}

/** One published control line. A province publishes some of the three scores, not always all. */
export interface ControlLineRow {
  province: string;
  year: number;
  category: string | null;
  direction: string;
  subjectGroup: SubjectGroup;
  level: Level;
  /** The line's name as published (艺术类本科批, 普通类本科批 …). */
  batchName: string;
  cultureScore: number | null;
  testsScore: number | null;
  compositeScore: number | null;
  sourceId: string;
}

/** 一分一段: rows sorted by score descending, `cumulative` = candidates at or above `score`. */
export interface RankTableRow {
  province: string;
  year: number;
  /** 文化 = the ordinary culture-total table; 综合 / 专业 = art tables of one category. */
  kind: '文化' | '综合' | '专业';
  category: string | null;
  direction: string;
  subjectGroup: SubjectGroup;
  /** 本科 / 专科 when a province publishes separate art tables per level, else ''. */
  level: Level | '';
  maxScore: number;
  /** [score, count, cumulative]; score may carry decimals where the table does (山东 0.01). */
  rows: [number, number, number][];
  /**
   * Points per row where the authority publishes score bands (分数段) instead of single scores:
   * 5 for 河南 美术与设计类's 统考 分数段 (a row counts the candidates in [score, score + 5), the top
   * row everyone at or above its score). Absent: one point per row (一分一段).
   */
  step?: number;
  sourceId: string;
}

/** One official admission line: 投档 (filing) and 录取 (admission) kept distinct. */
export interface AdmissionRow {
  province: string;
  year: number;
  category: string | null;
  direction: string;
  subjectGroup: SubjectGroup;
  level: Level;
  batchName: string;
  kind: '投档' | '录取';
  schoolName: string;
  /** 学校标识码 of the matched national-list school, null when it could not be matched. */
  moeCode: string | null;
  /** 院校代号 in that province, when published. */
  schoolCode: string | null;
  /** 专业组代号, when the unit is a major group. */
  groupCode: string | null;
  /** 专业代号 in that province (河南's (07)), when published; kept out of the major's name. */
  majorNo: string | null;
  majorName: string;
  /** Catalogue code of the matched major, null when not matched (groups, combined names). */
  majorCode: string | null;
  /** The batch as the publication labels it, when that differs from `batchName` (the province's official batch); '' when the same. */
  batchLabel: string;
  /** The school's own formula for this row; null = the province's. */
  schoolFormula: SchoolFormula | null;
  /** The row's own official page; null when it is not known (never another row's page). */
  sourceUrl: string | null;
  /** Other publications that give the same figure (duplicates merged into this row). */
  alsoSources: AlsoSource[];
  /** Which score the line is in: 综合分, 文化, 专业. */
  scoreMetric: '综合分' | '文化' | '专业';
  minScore: number;
  maxScore: number | null;
  avgScore: number | null;
  minRank: number | null;
  planCount: number | null;
  admittedCount: number | null;
  sourceId: string;
}

export interface PlanRow {
  province: string;
  year: number;
  category: string | null;
  direction: string;
  subjectGroup: SubjectGroup;
  level: Level;
  batchName: string;
  schoolName: string;
  moeCode: string | null;
  schoolCode: string | null;
  groupCode: string | null;
  majorNo: string | null;
  majorName: string;
  majorCode: string | null;
  batchLabel: string;
  schoolFormula: SchoolFormula | null;
  /** The row's own official page; null when it is not known. */
  sourceUrl: string | null;
  planCount: number;
  /** Yuan per year, null when not published. */
  tuition: number | null;
  years: number | null;
  sourceId: string;
}

export interface DatasetFiles {
  sources: DataSource;
  schools: SchoolRow;
  majors: MajorRow;
  'control-lines': ControlLineRow;
  'rank-tables': RankTableRow;
  admissions: AdmissionRow;
  plans: PlanRow;
}

export type DatasetKind = keyof DatasetFiles;

export interface DatasetFile<K extends DatasetKind> {
  kind: K;
  /** The build's format version; bump when a field changes meaning. */
  version: 1;
  rows: DatasetFiles[K][];
}

import type { Generated } from 'kysely';

/**
 * Catalogue (schools, majors, articles, banners, guide) and admission data (batches, plans,
 * admission records, 一分一段 tables, control lines). Scores are doubles, money integer fen,
 * times Unix seconds, flags 0/1, tag lists JSON text. province_id / exam_category_id point at
 * the score-profile feature's tables; province_name is kept beside it for display and import.
 */
export interface SchoolsTable {
  id: Generated<number>;
  name: string;
  /** Full pinyin, lower case, no spaces. */
  pinyin: string;
  pinyin_initials: string;
  province_id: number | null;
  province_name: string;
  city: string;
  type: string;
  nature: string;
  /** JSON array of tags. */
  tags: string;
  intro: string;
  website: string;
  logo: string;
  /** The publisher (教育部 for the national list). */
  source: string;
  /** The official page the row was taken from; null for rows entered by hand or generated. */
  source_url: string | null;
  /** 学校标识码 of the national list; null for schools not on it. */
  moe_code: string | null;
  /** 主管部门. */
  department: Generated<string>;
  /** 本科 / 专科 (办学层次). */
  level: Generated<string>;
  year: number;
  created_at: number;
}

/** One row per (school, tag), so the tag filter uses an index. */
export interface SchoolTagsTable {
  school_id: number;
  tag: string;
}

export interface MajorsTable {
  id: Generated<number>;
  code: string;
  name: string;
  class_code: string;
  class_name: string;
  degree: string;
  years: number;
  is_special: number;
  is_controlled: number;
  intro: string;
  exam_category_code: number | null;
  source: string;
  source_url: string | null;
  created_at: number;
}

export interface SchoolMajorsTable {
  school_id: number;
  major_id: number;
}

export interface ArticlesTable {
  id: Generated<number>;
  title: string;
  summary: string;
  content: string;
  category: string;
  province_id: number | null;
  province_name: string | null;
  cover: string;
  view_count: Generated<number>;
  published_at: number;
  source: string;
  created_at: number;
}

export interface BannersTable {
  id: Generated<number>;
  title: string;
  subtitle: string;
  image: string;
  gradient: string;
  link: string;
  sort: number;
  enabled: number;
}

export interface GuideSectionsTable {
  id: Generated<number>;
  key: string;
  title: string;
  content: string;
  sort: number;
}

/** Markers of what demo seeding has done (key → JSON value), so it runs once. */
export interface DemoMetaTable {
  key: string;
  value: string;
  created_at: number;
}

export interface BatchesTable {
  id: Generated<number>;
  year: number;
  province_id: number;
  name: string;
  /** 本科 / 专科. */
  level: string;
  sort: number;
  /** 平行 / 顺序. */
  mode: string;
  /** 院校 / 院校专业组 / 专业+院校. */
  unit: string;
  max_slots: number;
  majors_per_slot: number;
  allow_adjust: number;
  source: string;
  source_url: string | null;
}

export interface EnrollmentPlansTable {
  id: Generated<number>;
  year: number;
  province_id: number;
  exam_category_id: number;
  school_id: number;
  batch_id: number;
  major_id: number | null;
  /** Major or major-group name as published. */
  major_name: string;
  plan_count: number;
  tuition_fen: number;
  years: number;
  /** JSON of a school-specific composite formula; null = the province's. */
  formula_override: string | null;
  culture_requirement: number | null;
  tests_requirement: number | null;
  subject_requirement: string | null;
  source: string;
  source_url: string | null;
  /** 院校代号 and 专业组代号 in that province, when published. */
  school_code: string | null;
  group_code: string | null;
  /** 物理 / 历史 / '' (not split). */
  subject_group: Generated<string>;
  /** 0 when the publication gives no tuition (tuition_fen is then 0 and means nothing). */
  tuition_published: Generated<number>;
  /** 1 when the school admits by its own exam (校考), not by the province's composite. */
  school_exam: Generated<number>;
  /** 1 for a reference row standing in for a year whose plans are not published (migration 20261124-0300, docs/data.md); its plan_count means nothing. */
  is_reference: Generated<number>;
  /** Admission year a reference row was taken from; null for a published plan. */
  reference_year: Generated<number | null>;
}

export interface AdmissionRecordsTable {
  id: Generated<number>;
  year: number;
  province_id: number;
  exam_category_id: number;
  school_id: number;
  batch_id: number;
  major_id: number | null;
  major_name: string;
  plan_count: number | null;
  /** Not published with most 投档 lines. */
  admitted_count: number | null;
  min_score: number;
  avg_score: number | null;
  min_rank: number | null;
  source: string;
  source_url: string | null;
  /** 投档 (filing line) or 录取 (lowest admitted). */
  record_kind: Generated<string>;
  school_code: string | null;
  group_code: string | null;
  subject_group: Generated<string>;
  /** JSON of the school's own composite formula for this line (formula-override.ts); null = the province's. */
  formula_override: string | null;
  /** The batch as the publication labelled it, when the line was placed in the province's official batch; null when the same. */
  batch_label: string | null;
}

export interface ScoreRankTablesTable {
  id: Generated<number>;
  year: number;
  province_id: number;
  exam_category_id: number;
  /** 物理 / 历史 / '' (not split). */
  subject_group: string;
  /** Which score the table ranks: 综合分. */
  kind: string;
  max_score: number;
  total_count: number;
  source: string;
  source_url: string | null;
}

/** One score step: `count` candidates in [score, score + 1); `cumulative` have at least `score`. */
export interface ScoreRankRowsTable {
  table_id: number;
  score: number;
  count: number;
  cumulative: number;
}

export interface ControlLinesTable {
  id: Generated<number>;
  year: number;
  province_id: number;
  exam_category_id: number;
  batch_id: number | null;
  batch_name: string;
  /** 本科 / 专科. */
  level: Generated<string>;
  subject_group: Generated<string>;
  /** A province publishes some of the three lines, not always all. */
  culture_score: number | null;
  tests_score: number | null;
  composite_score: number | null;
  source: string;
  source_url: string | null;
}

export interface CatalogueTables {
  schools: SchoolsTable;
  school_tags: SchoolTagsTable;
  majors: MajorsTable;
  school_majors: SchoolMajorsTable;
  articles: ArticlesTable;
  banners: BannersTable;
  guide_sections: GuideSectionsTable;
  demo_meta: DemoMetaTable;
  batches: BatchesTable;
  enrollment_plans: EnrollmentPlansTable;
  admission_records: AdmissionRecordsTable;
  score_rank_tables: ScoreRankTablesTable;
  score_rank_rows: ScoreRankRowsTable;
  control_lines: ControlLinesTable;
}

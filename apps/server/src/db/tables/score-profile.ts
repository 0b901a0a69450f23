import type { Generated } from 'kysely';

/**
 * Score-profile feature: reference data (provinces, exam categories and their yearly score
 * configs, per-province time configs, dictionaries) and each member's profile with its change
 * counts. Scores are numeric(8,2) read as numbers; times Unix seconds; flags 0/1.
 */

/** A province; its id is the two-digit administrative code (11 北京 … 65 新疆), not generated. */
export interface ProvincesTable {
  id: number;
  name: string;
  culture_full_score: number;
  /** 0 traditional 文理, 1 = 3+3, 2 = 3+1+2. */
  subject_mode: number;
  is_new: number;
  first_choice_subject: string;
  second_choice_subject: string;
  sort: number;
}

export interface ExamCategoriesTable {
  id: Generated<number>;
  province_id: number;
  /** Display name, e.g. 音乐类(音乐表演-声乐). */
  name: string;
  /** National category code 1–6. */
  category_id: number;
  category_name: string;
  /** Direction within the category; '' when none. */
  direction: string;
  sort: number;
}

export interface ExamCategoryScoresTable {
  id: Generated<number>;
  exam_category_id: number;
  year: number;
  culture_full_score: number;
  tests_full_score: number;
  formula_kind: 'weighted' | 'testsOnly' | 'cultureOnly' | 'sum';
  culture_weight: number;
  output_scale: number;
  rounding_digits: number;
  bonus_counts: number;
  source: string;
  /** Year of the published rule the row carries; earlier than `year` when carried over (null: as `year`). */
  rule_year: number | null;
  /** confirmed / unverified (docs/domain.md, art rules as data). */
  rule_status: Generated<string>;
  /** The publisher's official page. */
  source_url: string | null;
}

export interface ProvinceDataTimeConfigsTable {
  id: Generated<number>;
  province_id: number;
  /** null: the province-wide config; otherwise specific to one category. */
  exam_category_id: number | null;
  year: number;
  is_input_ranking: number;
  culture_score_release_time: number | null;
  tests_score_release_time: number | null;
  filling_start_time: number | null;
  filling_end_time: number | null;
}

export interface DictionariesTable {
  id: Generated<number>;
  name: string;
  value: string;
  label: string;
  sort: number;
}

export interface MemberNemtInfosTable {
  id: Generated<number>;
  member_id: number;
  province_id: number;
  exam_category_id: number;
  exam_category_score_id: number;
  culture_score: number;
  tests_score: number;
  english_score: number | null;
  chinese_score: number | null;
  nemt_ranking: number | null;
  language: string;
  identity: number;
  /** JSON text {"is_new","type","subject"}. */
  select_subject: string;
  /** Year of the score config used. */
  year: number;
  gkyear: number;
  created_at: number;
  updated_at: number;
}

/** Remaining changes per member, created with the profile; spent by conditional decrements. */
export interface MemberNemtModifyNumsTable {
  member_id: number;
  province_num: number;
  exam_num: number;
  culture_score_num: number;
  tests_score_num: number;
  nemt_ranking_num: number;
  updated_at: number;
}

export interface ScoreProfileTables {
  provinces: ProvincesTable;
  exam_categories: ExamCategoriesTable;
  exam_category_scores: ExamCategoryScoresTable;
  province_data_time_configs: ProvinceDataTimeConfigsTable;
  dictionaries: DictionariesTable;
  member_nemt_infos: MemberNemtInfosTable;
  member_nemt_modify_nums: MemberNemtModifyNumsTable;
}

import type { Kysely } from 'kysely';
import { NATIONAL_EXAM_CATEGORIES } from '@yzy/shared/contracts';
import type { Database } from '../../../db/schema';

/** A batch a row names: an existing one, or last year's settings to copy into the row's year. */
export type BatchRef = { id: number; name: string } | { id: null; name: string; copyFrom: number };

/** Reference data an import checks rows against, loaded once per dry run or commit. */
export interface Lookups {
  province(name: string): { id: number; name: string } | null;
  category(provinceId: number, name: string): { id: number; name: string } | null;
  categoryNames(provinceId: number): string[];
  school(name: string): number | null;
  major(code: string): number | null;
  batch(provinceId: number, year: number, name: string): BatchRef | null;
  batchNames(provinceId: number): string[];
  /** The culture total's full score in a province (750, 上海 660, 海南 900). */
  cultureFullScore(provinceId: number): number | null;
  /** Composite full score of a category's formula in a year. */
  outputScale(examCategoryId: number, year: number): number | null;
  /** National 统考 category code 1–6 from its name or code; undefined when unknown, null for blank. */
  nationalCategory(text: string): number | null | undefined;
}

const PROVINCE_SUFFIX = /(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/;

export const provinceKey = (name: string) => name.replace(/\s/g, '').replace(PROVINCE_SUFFIX, '');
/** Category names compare without spaces and with full-width brackets: 音乐类(声乐) = 音乐类（声乐）. */
export const categoryKey = (name: string) => name.replace(/\s/g, '').replaceAll('(', '（').replaceAll(')', '）');

export async function loadLookups(db: Kysely<Database>): Promise<Lookups> {
  const [provinces, categories, schools, majors, batches, formulas] = await Promise.all([
    db.selectFrom('provinces').select(['id', 'name', 'culture_full_score']).execute(),
    db.selectFrom('exam_categories').select(['id', 'province_id', 'name']).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('schools').select(['id', 'name']).execute(),
    db.selectFrom('majors').select(['id', 'code']).execute(),
    db.selectFrom('batches').select(['id', 'province_id', 'year', 'name']).orderBy('year', 'desc').execute(),
    db.selectFrom('exam_category_scores').select(['exam_category_id', 'year', 'output_scale']).execute(),
  ]);
  const provinceByKey = new Map(provinces.map((p) => [provinceKey(p.name), p]));
  const categoryByKey = new Map(categories.map((c) => [`${c.province_id}|${categoryKey(c.name)}`, c]));
  const schoolByName = new Map(schools.map((s) => [s.name, s.id]));
  const majorByCode = new Map(majors.map((m) => [m.code.toUpperCase(), m.id]));
  const batchByKey = new Map(batches.map((b) => [`${b.province_id}|${b.year}|${b.name}`, b.id]));
  const scaleByKey = new Map(formulas.map((f) => [`${f.exam_category_id}|${f.year}`, Number(f.output_scale)]));
  return {
    province: (name) => provinceByKey.get(provinceKey(name)) ?? null,
    category: (provinceId, name) => categoryByKey.get(`${provinceId}|${categoryKey(name)}`) ?? null,
    categoryNames: (provinceId) => categories.filter((c) => c.province_id === provinceId).map((c) => c.name),
    school: (name) => schoolByName.get(name.trim()) ?? null,
    major: (code) => majorByCode.get(code.trim().toUpperCase()) ?? null,
    batch(provinceId, year, name) {
      const id = batchByKey.get(`${provinceId}|${year}|${name}`);
      if (id !== undefined) {
        return { id, name };
      }
      // Newest first: a new year's file reuses the latest settings of the batch with this name.
      const template = batches.find((b) => b.province_id === provinceId && b.name === name);
      return template ? { id: null, name, copyFrom: template.id } : null;
    },
    batchNames: (provinceId) => [...new Set(batches.filter((b) => b.province_id === provinceId).map((b) => b.name))],
    cultureFullScore: (provinceId) => {
      const province = provinces.find((p) => p.id === provinceId);
      return province ? Number(province.culture_full_score) : null;
    },
    outputScale: (examCategoryId, year) => scaleByKey.get(`${examCategoryId}|${year}`) ?? null,
    nationalCategory(text) {
      const value = categoryKey(text);
      if (value === '' || value === '无' || value === '无需专业统考') {
        return null;
      }
      return NATIONAL_EXAM_CATEGORIES.find((c) => String(c.code) === value || categoryKey(c.name) === value)?.code;
    },
  };
}

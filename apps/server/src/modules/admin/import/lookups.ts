import type { Kysely, Selectable } from 'kysely';
import { NATIONAL_EXAM_CATEGORIES, type ImportNewBatch, type ImportNewBatchChoice } from '@yzy/shared/contracts';
import { schoolNameCandidates } from '@yzy/shared/rules';
import { officialBatchOf, type OfficialBatchFact } from '../../../../../../dataset/rules/official-batches';
import type { Database } from '../../../db/schema';
import type { BatchesTable } from '../../../db/tables/catalogue';
import { loadLookupRows } from './import.repository';

/** The settings a batch is created with when a row names one the province has never had (docs/import.md). */
export type NewBatchSettings = Pick<
  Selectable<BatchesTable>,
  'level' | 'sort' | 'mode' | 'unit' | 'max_slots' | 'majors_per_slot' | 'allow_adjust' | 'source' | 'source_url'
>;

/**
 * A batch a row names: an existing one, last year's settings to copy into the row's year, or a
 * batch to create (the province's official batch, or the printed one on the operator's choice).
 * `label` is the name the row printed when the row is filed under another (the official batch).
 */
export type BatchRef = (
  { id: number; name: string } | { id: null; name: string; copyFrom: number } | { id: null; name: string; create: NewBatchSettings }
) & {
  /** The printed name, when the row is filed under the province's official batch instead. */
  label?: string;
  /** True for a batch created as printed on the operator's choice. */
  printedNew?: boolean;
};

/** How a school was found from a row's name and 院校代号 (docs/import.md, 院校名称与院校代号). */
export interface SchoolMatch {
  id: number;
  /** The national list's name. */
  name: string;
  by: 'exact' | 'normalised' | 'alias' | 'campus' | 'code' | 'nationalCode';
  /** The campus note a campus or alias reading took off the name; null otherwise. */
  campus: string | null;
}

/** The batch a row names when its province has never had that name, and what the upload chose to do with it. */
export type UnknownBatch = ImportNewBatch;

/** Options of one dry run or commit. */
export interface LookupOptions {
  newBatch?: ImportNewBatchChoice;
}

/** Reference data an import checks rows against, loaded once per dry run or commit. */
export interface Lookups {
  province(name: string): { id: number; name: string } | null;
  category(provinceId: number, name: string): { id: number; name: string } | null;
  categoryNames(provinceId: number): string[];
  /**
   * The school a row means: by its name (as printed, normalised, the alias list, a campus of a
   * listed school), else by the 院校代号 the province has published for one school before, else
   * by a five-digit 全国院校代码; null when none.
   */
  school(printed: string, code?: string, provinceId?: number): SchoolMatch | null;
  /** The school a province's 院校代号 named in a year's stored lines and plans; null when none or several. */
  schoolOfCode(provinceId: number, year: number, code: string): { id: number; name: string } | null;
  major(code: string): number | null;
  /** An existing batch, last year's to copy, or (per the upload's choice) how an unknown one is filed; null refuses the row. */
  batch(provinceId: number, year: number, name: string): BatchRef | null;
  /** The facts of a batch name the province has never had, counted once per call (the report's newBatches). */
  unknownBatch(provinceId: number, year: number, name: string): UnknownBatch;
  /** Every unknown batch met so far, with its row count. */
  unknownBatches(): UnknownBatch[];
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

/** 本科 or 专科, as a batch's name says: 专科 when it names 专科 or 高职. */
export const levelOfBatchName = (name: string) => (/专科|高职/.test(name) ? '专科' : '本科');

/** A batch the import creates for the province's official batch (dataset/rules/official-batches.ts), rules marked as unverified. */
function officialSettings(fact: OfficialBatchFact): NewBatchSettings {
  return {
    level: fact.level,
    sort: fact.order,
    mode: fact.mode,
    unit: fact.unit,
    max_slots: fact.maxSlots,
    majors_per_slot: fact.majorsPerSlot,
    allow_adjust: fact.allowAdjust ? 1 : 0,
    source: `${fact.publisher}艺术类官方批次；志愿规则待核实`,
    source_url: fact.url,
  };
}

type LookupRows = Awaited<ReturnType<typeof loadLookupRows>>;

export async function loadLookups(db: Kysely<Database>, options: LookupOptions = {}): Promise<Lookups> {
  const rows = await loadLookupRows(db);
  const { provinces, categories, majors, formulas } = rows;
  const provinceByKey = new Map(provinces.map((p) => [provinceKey(p.name), p]));
  const categoryByKey = new Map(categories.map((c) => [`${c.province_id}|${categoryKey(c.name)}`, c]));
  const majorByCode = new Map(majors.map((m) => [m.code.toUpperCase(), m.id]));
  const scaleByKey = new Map(formulas.map((f) => [`${f.exam_category_id}|${f.year}`, Number(f.output_scale)]));
  return {
    province: (name) => provinceByKey.get(provinceKey(name)) ?? null,
    category: (provinceId, name) => categoryByKey.get(`${provinceId}|${categoryKey(name)}`) ?? null,
    categoryNames: (provinceId) => categories.filter((c) => c.province_id === provinceId).map((c) => c.name),
    ...schoolFinder(rows),
    major: (code) => majorByCode.get(code.trim().toUpperCase()) ?? null,
    ...batchFinder(rows, options.newBatch ?? 'refuse'),
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

/** Schools by name (as printed, normalised, aliases, campuses), by a province's 院校代号 and by 全国院校代码. */
function schoolFinder({ schools, codes }: LookupRows): Pick<Lookups, 'school' | 'schoolOfCode'> {
  const schoolByName = new Map(schools.map((s) => [s.name, s]));
  const schoolById = new Map(schools.map((s) => [s.id, s]));
  // 全国院校代码: the last five digits of the ten-digit 学校标识码, where they name one school.
  const byNationalCode = new Map<string, number | null>();
  for (const s of schools) {
    const code = s.moe_code?.slice(-5);
    if (code && /^\d{5}$/.test(code)) {
      byNationalCode.set(code, byNationalCode.has(code) ? null : s.id);
    }
  }
  // A province's own 院校代号, by year, as its stored lines and plans carry them.
  const byCode = new Map<string, Map<number, Set<number>>>();
  for (const c of codes) {
    const key = `${c.province_id}|${(c.school_code ?? '').trim().toUpperCase()}`;
    const years = byCode.get(key) ?? new Map<number, Set<number>>();
    years.set(c.year, (years.get(c.year) ?? new Set()).add(c.school_id));
    byCode.set(key, years);
  }
  const codeSchool = (provinceId: number, code: string, year?: number): number | null => {
    const years = byCode.get(`${provinceId}|${code.trim().toUpperCase()}`);
    if (!years) {
      return null;
    }
    // The year asked for; else the newest year that used the code.
    const newest = year !== undefined && years.has(year) ? year : Math.max(...years.keys());
    const ids = years.get(newest);
    return ids?.size === 1 ? [...ids][0] : null;
  };
  return {
    school(printed, code = '', provinceId) {
      for (const candidate of schoolNameCandidates(printed)) {
        const school = schoolByName.get(candidate.name);
        if (school) {
          return { id: school.id, name: school.name, by: candidate.by, campus: candidate.campus };
        }
      }
      const trimmed = code.trim();
      if (trimmed === '') {
        return null;
      }
      const byProvince = provinceId === undefined ? null : codeSchool(provinceId, trimmed);
      const id = byProvince ?? byNationalCode.get(trimmed) ?? null;
      const school = id === null ? undefined : schoolById.get(id);
      return school ? { id: school.id, name: school.name, by: byProvince !== null ? 'code' : 'nationalCode', campus: null } : null;
    },
    schoolOfCode(provinceId, year, code) {
      const years = byCode.get(`${provinceId}|${code.trim().toUpperCase()}`);
      const ids = years?.get(year);
      const school = ids?.size === 1 ? schoolById.get([...ids][0]) : undefined;
      return school ? { id: school.id, name: school.name } : null;
    },
  };
}

/** Batches by province, year and name, and what the upload chose to do with a name the province has never had. */
function batchFinder(
  { provinces, batches }: LookupRows,
  choice: ImportNewBatchChoice,
): Pick<Lookups, 'batch' | 'unknownBatch' | 'unknownBatches' | 'batchNames'> {
  const batchByKey = new Map(batches.map((b) => [`${b.province_id}|${b.year}|${b.name}`, b.id]));
  const unknown = new Map<string, UnknownBatch>();
  const knownBatch = (provinceId: number, year: number, name: string): BatchRef | null => {
    const id = batchByKey.get(`${provinceId}|${year}|${name}`);
    if (id !== undefined) {
      return { id, name };
    }
    // Newest first: a new year's file reuses the latest settings of the batch with this name.
    const template = batches.find((b) => b.province_id === provinceId && b.name === name);
    return template ? { id: null, name, copyFrom: template.id } : null;
  };
  const officialFact = (provinceId: number, year: number, name: string) => {
    const province = provinces.find((p) => p.id === provinceId);
    return province ? officialBatchOf(province.name, year, levelOfBatchName(name), name) : null;
  };
  const unknownBatch = (provinceId: number, year: number, name: string): UnknownBatch => {
    const key = `${provinceId}|${year}|${name}`;
    const seen = unknown.get(key) ?? {
      province: provinces.find((p) => p.id === provinceId)?.name ?? '',
      year,
      name,
      level: levelOfBatchName(name),
      official: officialFact(provinceId, year, name)?.name ?? null,
      rows: 0,
      choice,
    };
    seen.rows += 1;
    unknown.set(key, seen);
    return seen;
  };

  return {
    batch(provinceId, year, name) {
      const known = knownBatch(provinceId, year, name);
      const fact = officialFact(provinceId, year, name);
      if (known) {
        return known;
      }
      if (fact?.name === name) {
        // The province's official batch itself (dataset/rules/official-batches.ts), not held yet: created with its rules.
        return { id: null, name, create: officialSettings(fact) };
      }
      if (choice === 'refuse') {
        return null;
      }
      if (choice === 'official') {
        if (!fact) {
          return null;
        }
        const official = knownBatch(provinceId, year, fact.name) ?? { id: null, name: fact.name, create: officialSettings(fact) };
        return { ...official, label: name };
      }
      // A new batch as printed, on the pattern of the province's official batch of its level (its rules unverified).
      const level = levelOfBatchName(name);
      const sibling = fact ? batches.find((b) => b.province_id === provinceId && b.name === fact.name) : undefined;
      const base = sibling ?? (fact ? officialSettings(fact) : null);
      return {
        id: null,
        name,
        printedNew: true,
        create: {
          level,
          sort: base?.sort ?? 99,
          mode: base?.mode ?? (/提前/.test(name) ? '顺序' : '平行'),
          unit: base?.unit ?? '院校专业组',
          max_slots: base?.max_slots ?? (level === '专科' ? 20 : 40),
          majors_per_slot: base?.majors_per_slot ?? 6,
          allow_adjust: base?.allow_adjust ?? 1,
          source: '批次规则待核实（导入时按操作员确认新建）',
          source_url: null,
        },
      };
    },
    unknownBatch,
    unknownBatches: () => [...unknown.values()],
    batchNames: (provinceId) => [...new Set(batches.filter((b) => b.province_id === provinceId).map((b) => b.name))],
  };
}

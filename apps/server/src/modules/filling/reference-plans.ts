import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/database';
import type { Database } from '../../db/schema';
import { insertChunked } from '../../db/insert-chunked';
import {
  batchNames,
  deletePlans,
  findMetaKey,
  insertMeta,
  listProvinceSubjectModes,
  listPublishedPlanScopes,
  listReferenceLines,
  listStoredReferencePlans,
  updatePlan,
} from './filling.repository';
import { targetBatches } from './reference-batches';

/**
 * Reference plans (docs/data.md, "Before next year's plans are out"). Members plan for a year whose
 * enrollment plans are published only in spring. Until then, for every province × exam category
 * with admission lines and without a published plan of that year, each school × major (or 专业组)
 * that published a line in the newest admission year (or the year before, REFERENCE_WINDOW_YEARS)
 * is written as an enrollment_plans row of the target year with is_reference = 1: no plan count,
 * no tuition, no 学制 (nothing invented), the publisher and page of its newest line as its source.
 * Being real rows, volunteer tables hold them by plan id like any plan. An operator's import of
 * the year's real plans replaces the scope's rows (matching ones keep their id and become real),
 * and the universe then reads only published plans (plan-universe.repository.ts).
 */

/** Years of admission lines, newest first, a reference entry may come from. */
export const REFERENCE_WINDOW_YEARS = 2;

export interface ReferenceScope {
  provinceId: number;
  examCategoryId: number;
}

export interface ReferenceSyncResult {
  /** Scopes that got (or kept) reference rows. */
  scopes: number;
  added: number;
  updated: number;
  removed: number;
  /** Batches of the target year created from the reference year's. */
  batches: number;
}

/** An admission line with its batch, as reference plans are built from it (listReferenceLines). */
export type LineRow = Awaited<ReturnType<typeof listReferenceLines>>[number];

/** demo_meta key saying a year's reference rows were built (on first start, or when the year turns). */
export function referenceMetaKey(targetYear: number): string {
  return `reference-plans:${targetYear}`;
}

/** Records in demo_meta that the year's reference rows exist (inside the transaction that built them). */
export async function markReferenceBuilt(
  db: Kysely<Database>,
  targetYear: number,
  result: ReferenceSyncResult,
  nowMs: number,
): Promise<void> {
  await insertMeta(db, referenceMetaKey(targetYear), JSON.stringify(result), Math.floor(nowMs / 1000));
}

/**
 * Builds the reference rows of a year once (a server start after the year has turned, 1 September
 * Beijing time); later starts skip after one lookup. Two instances starting together: the second
 * one's demo_meta insert fails and its transaction, rows included, is rolled back.
 */
export async function ensureReferencePlans(
  db: Kysely<Database>,
  targetYear: number,
  nowMs = Date.now(),
): Promise<ReferenceSyncResult | null> {
  const done = await findMetaKey(db, referenceMetaKey(targetYear));
  if (done) {
    return null;
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const result = await syncReferencePlans(trx, targetYear);
      await markReferenceBuilt(trx, targetYear, result, nowMs);
      return result;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      return null;
    }
    throw error;
  }
}

const scopeKeyOf = (provinceId: number, examCategoryId: number) => `${provinceId}|${examCategoryId}`;

/**
 * Brings the reference rows of `targetYear` in line with the admission lines (all scopes, or only
 * those given). Scopes with a published plan of the year are left alone. Idempotent: a row that is
 * still a reference keeps its id.
 */
export async function syncReferencePlans(
  db: Kysely<Database>,
  targetYear: number,
  only?: readonly ReferenceScope[],
): Promise<ReferenceSyncResult> {
  const wanted = only ? new Set(only.map((s) => scopeKeyOf(s.provinceId, s.examCategoryId))) : null;
  const inScope = (r: { province_id: number; exam_category_id: number }) =>
    wanted === null || wanted.has(scopeKeyOf(r.province_id, r.exam_category_id));
  const provinceIds = only ? [...new Set(only.map((s) => s.provinceId))] : null;
  if (provinceIds?.length === 0) {
    return { scopes: 0, added: 0, updated: 0, removed: 0, batches: 0 };
  }

  const [allLines, published, stored, provinces] = await Promise.all([
    listReferenceLines(db, targetYear, provinceIds),
    listPublishedPlanScopes(db, targetYear, provinceIds),
    listStoredReferencePlans(db, targetYear, provinceIds),
    listProvinceSubjectModes(db),
  ]);
  const publishedScopes = new Set(published.map((p) => scopeKeyOf(p.province_id, p.exam_category_id)));
  // A 3+1+2 province's candidates are 物理 or 历史: a line of its 文科/理科 years stands for no plan of theirs.
  const split = new Set(provinces.filter((p) => p.subject_mode === 2).map((p) => p.id));
  const lines = allLines.filter((l) => !(split.has(l.province_id) && (l.subject_group === '文科' || l.subject_group === '理科')));

  // The newest line of each school × batch × 选科组 × 专业组 × major within the window of its scope.
  const newestYear = new Map<string, number>();
  for (const l of lines) {
    const scope = scopeKeyOf(l.province_id, l.exam_category_id);
    if (inScope(l) && !publishedScopes.has(scope)) {
      newestYear.set(scope, Math.max(newestYear.get(scope) ?? 0, l.year));
    }
  }
  const entries = new Map<string, LineRow>();
  for (const l of lines) {
    const newest = newestYear.get(scopeKeyOf(l.province_id, l.exam_category_id));
    if (newest === undefined || l.year <= newest - REFERENCE_WINDOW_YEARS) {
      continue;
    }
    const key = entryKey(l.province_id, l.exam_category_id, l.school_id, l.batch_name, l.subject_group, l.group_code, l.major_name);
    const kept = entries.get(key);
    // Newer first; in the same year the exam authority's 投档 line before a 录取 line.
    if (!kept || l.year > kept.year || (l.year === kept.year && l.record_kind === '投档' && kept.record_kind !== '投档')) {
      entries.set(key, l);
    }
  }

  dropRenumberedGroups(entries);
  const { batchIdOf, created } = await targetBatches(db, targetYear, [...entries.values()]);
  const storedByKey = new Map<string, number>();
  const storedNames = await batchNames(
    db,
    stored.map((s) => s.batch_id),
  );
  for (const s of stored) {
    storedByKey.set(
      entryKey(
        s.province_id,
        s.exam_category_id,
        s.school_id,
        storedNames.get(s.batch_id) ?? '',
        s.subject_group,
        s.group_code,
        s.major_name,
      ),
      s.id,
    );
  }

  const added = [];
  let updated = 0;
  const kept = new Set<number>();
  for (const [key, l] of entries) {
    const row = {
      year: targetYear,
      province_id: l.province_id,
      exam_category_id: l.exam_category_id,
      school_id: l.school_id,
      batch_id: batchIdOf(l),
      major_id: l.major_id,
      major_name: l.major_name,
      plan_count: 0,
      tuition_fen: 0,
      tuition_published: 0,
      years: 0,
      formula_override: l.formula_override,
      culture_requirement: null,
      tests_requirement: null,
      // A line published for 物理 (or 历史, 文科, 理科) candidates holds only for them.
      subject_requirement: l.subject_group === '' ? null : l.subject_group,
      source: l.source,
      source_url: l.source_url,
      school_code: l.school_code,
      group_code: l.group_code,
      subject_group: l.subject_group,
      is_reference: 1,
      reference_year: l.year,
    };
    const id = storedByKey.get(key);
    if (id === undefined) {
      added.push(row);
    } else {
      kept.add(id);
      updated += 1;
      await updatePlan(db, id, row);
    }
  }
  // Rows of scopes that now have published plans are the import's to replace; the others go when no line backs them.
  const gone = stored
    .filter((s) => !kept.has(s.id) && inScope(s) && !publishedScopes.has(scopeKeyOf(s.province_id, s.exam_category_id)))
    .map((s) => s.id);
  await deletePlans(db, gone);
  await insertChunked(db, 'enrollment_plans', added);
  return { scopes: newestYear.size, added: added.length, updated, removed: gone.length, batches: created };
}

/**
 * A school's one 专业组 of a batch and stream, renumbered between the two years of the window (湖南
 * renumbers every year), is one plan: only the newest year's entry stays, and the universe follows
 * the group to its older code (universe-history.ts). Schools with several groups in a year
 * keep every entry: without the majors each group holds they cannot be told apart.
 */
export function dropRenumberedGroups(entries: Map<string, LineRow>): void {
  const slots = new Map<string, [string, LineRow][]>();
  for (const [key, l] of entries) {
    if (l.major_id !== null || l.group_code === null) {
      continue;
    }
    const family =
      l.subject_group === '物理' || l.subject_group === '理科'
        ? '物理'
        : l.subject_group === '历史' || l.subject_group === '文科'
          ? '历史'
          : '';
    const slot = [l.province_id, l.exam_category_id, l.school_id, l.batch_name, family].join('|');
    slots.set(slot, [...(slots.get(slot) ?? []), [key, l]]);
  }
  for (const group of slots.values()) {
    const years = new Set(group.map(([, l]) => l.year));
    if (group.length < 2 || years.size !== group.length) {
      continue;
    }
    const newest = Math.max(...years);
    group.filter(([, l]) => l.year !== newest).forEach(([key]) => entries.delete(key));
  }
}

function entryKey(
  provinceId: number,
  examCategoryId: number,
  schoolId: number,
  batchName: string,
  subjectGroup: string,
  groupCode: string | null,
  majorName: string,
): string {
  return [provinceId, examCategoryId, schoolId, batchName, subjectGroup, groupCode ?? '', majorName].join('|');
}

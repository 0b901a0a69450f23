import type { Kysely } from 'kysely';
import { ORDINARY_CATEGORY } from '@yzy/shared/contracts';
import { formulaYearFor, readSchoolFormula, type CompositeFormula, type FormulaProvenance, HISTORY_YEARS } from '@yzy/shared/rules';
import type { Database } from '../../db/schema';
import { parseStringList } from '../../lib/json-text';
import type { Universe, UniverseControlLine } from './universe';
import { groupLineKeys, historyOf, lineHistory, lineKey, renumberedGroupHistory } from './universe-history';
import { readUniverseRows } from './universe-rows.repository';

/**
 * Reads a scope's universe (its shape in universe.ts): the rows of universe-rows.repository.ts made
 * into batches, plans with their past lines (universe-history.ts), control lines and formulas.
 */

/** Reads the universe of one scope from the database. */
export async function loadUniverse(db: Kysely<Database>, provinceId: number, examCategoryId: number, year: number): Promise<Universe> {
  const [batches, plans, records, tables, lines, formulas, minimums] = await readUniverseRows(db, provinceId, examCategoryId, year);

  const { history, kindOf } = lineHistory(records);
  const groupKeys = groupLineKeys(records);
  // Published plans of the year win; without any, the reference entries stand in (reference-plans.ts).
  const publishedPlans = plans.filter((p) => p.is_reference !== 1);
  const usedPlans = publishedPlans.length > 0 ? publishedPlans : plans;
  const referenceYears = publishedPlans.length > 0 ? [] : [...new Set(plans.map((p) => p.reference_year ?? p.year))].sort((a, b) => b - a);
  const minimumsOf = new Map<number, { subject: string; minScore: number }[]>();
  for (const q of minimums) {
    minimumsOf.set(q.plan_id, [...(minimumsOf.get(q.plan_id) ?? []), { subject: q.subject, minScore: Number(q.min_score) }]);
  }
  const newestLines = newestControlLines(lines);
  const batchNameOf = new Map(batches.map((b) => [b.id, b.name]));
  const ordinaryKeys = new Set([...newestLines.keys()].filter((k) => k.startsWith(`${ORDINARY_CATEGORY.id}|`)));
  const formulaByYear = new Map(formulas.map((f) => [f.year, formulaOfRow(f)]));
  const planYearFormula = formulaByYear.get(formulaYearFor(formulaByYear.keys(), year) ?? Number.NaN) ?? null;
  return {
    provinceId,
    examCategoryId,
    year,
    batches: batches.map((b) => ({
      id: b.id,
      year: b.year,
      name: b.name,
      level: b.level,
      sort: b.sort,
      mode: b.mode,
      unit: b.unit,
      maxSlots: b.max_slots,
      majorsPerSlot: b.majors_per_slot,
      allowAdjust: b.allow_adjust === 1,
      source: b.source,
    })),
    plans: usedPlans.map((p) => ({
      id: p.id,
      year: p.year,
      batchId: p.batch_id,
      school: {
        id: p.school_id,
        name: p.school_name,
        pinyin: p.pinyin,
        initials: p.pinyin_initials,
        provinceId: p.school_province_id,
        provinceName: p.province_name,
        city: p.city,
        type: p.type,
        nature: p.nature,
        tags: parseStringList(p.tags),
      },
      majorId: p.major_id,
      majorName: p.major_name,
      majorCode: p.major_code ?? null,
      classCode: p.class_code ?? null,
      planCount: p.is_reference === 1 ? null : p.plan_count,
      tuitionFen: p.tuition_published ? p.tuition_fen : null,
      years: p.years,
      formula: planYearFormula ? (readSchoolFormula(p.formula_override, planYearFormula)?.formula ?? null) : null,
      cultureRequirement: p.culture_requirement == null ? null : Number(p.culture_requirement),
      testsRequirement: p.tests_requirement == null ? null : Number(p.tests_requirement),
      subjectRequirement: p.subject_requirement,
      subjectMinimums: minimumsOf.get(p.id) ?? [],
      history: (() => {
        const own = historyOf(history, kindOf, lineKey(p.school_id, p.major_id, p.major_name), p.subject_group);
        if (own.length >= HISTORY_YEARS || p.major_id !== null || p.group_code === null) {
          return own;
        }
        // Years the group's own code has no line may hold it under the code of that year.
        const renumbered = renumberedGroupHistory(p, usedPlans, batchNameOf, groupKeys, (key) =>
          historyOf(history, kindOf, key, p.subject_group),
        ).filter((l) => !own.some((o) => o.year === l.year));
        return [...own, ...renumbered].sort((a, b) => b.year - a.year).slice(0, HISTORY_YEARS);
      })(),
      source: p.source,
      schoolExam: p.school_exam === 1,
      sourceUrl: p.source_url,
      schoolCode: p.school_code,
      groupCode: p.group_code,
      reference: p.is_reference === 1,
      referenceYear: p.reference_year,
    })),
    tables,
    lines: [...newestLines.entries()].filter(([k]) => !ordinaryKeys.has(k)).map(([, l]) => l),
    ordinaryLines: [...newestLines.entries()].filter(([k]) => ordinaryKeys.has(k)).map(([, l]) => l),
    formulaProvenance: new Map(
      formulas.map((f): [number, FormulaProvenance] => [
        f.year,
        {
          year: f.year,
          ruleYear: f.rule_year ?? f.year,
          status: f.rule_status === 'confirmed' ? 'confirmed' : 'unverified',
          source: f.source,
          sourceUrl: f.source_url,
        },
      ]),
    ),
    formulas: formulaByYear,
    reference: referenceYears.length > 0 ? { years: referenceYears } : null,
  };
}

type UniverseRows = Awaited<ReturnType<typeof readUniverseRows>>;

/** The newest control line of each category × batch × subject group. */
function newestControlLines(lines: UniverseRows[4]): Map<string, UniverseControlLine> {
  const newestLines = new Map<string, UniverseControlLine>();
  const score = (value: number | null) => (value == null ? null : Number(value));
  for (const l of lines) {
    const key = `${l.exam_category_id}|${l.batch_name}|${l.subject_group}`;
    if (!newestLines.has(key)) {
      newestLines.set(key, {
        year: l.year,
        batchName: l.batch_name,
        level: l.level,
        subjectGroup: l.subject_group,
        culture: score(l.culture_score),
        tests: score(l.tests_score),
        composite: score(l.composite_score),
        source: l.source,
        sourceUrl: l.source_url,
      });
    }
  }
  return newestLines;
}

/** A stored score config as a formula. */
function formulaOfRow(f: {
  formula_kind: CompositeFormula['kind'];
  culture_weight: number;
  culture_full_score: number;
  tests_full_score: number;
  output_scale: number;
  rounding_digits: number;
  bonus_counts: number;
}): CompositeFormula {
  return {
    kind: f.formula_kind,
    cultureWeight: Number(f.culture_weight),
    cultureFull: Number(f.culture_full_score),
    testsFull: Number(f.tests_full_score),
    outputScale: Number(f.output_scale),
    roundingDigits: f.rounding_digits,
    bonusCounts: f.bonus_counts === 1,
  };
}

import type { Kysely } from 'kysely';
import {
  type CompositeBody,
  type CompositeResponse,
  type FormulasQuery,
  type FormulasResponse,
  type FormulaView,
} from '@yzy/shared/contracts';
import {
  CATEGORY_UNAVAILABLE_MESSAGE,
  compositeInputError,
  computeComposite,
  describeFormula,
  formulaFromScoreConfig,
  formulaNotes,
  formulaProvenanceNotes,
  readSchoolFormula,
  sameFormula,
  substituteFormula,
  type CompositeFormula,
  type CompositeScores,
  HISTORY_YEARS,
  type FormulaProvenance,
} from '@yzy/shared/rules';
import type { Database } from '../../db/schema';
import { invalid } from '../../lib/app-error';
import { findCategoryScore, findMemberNemtInfo, requireScoreProfile } from '../score-profile';
import { rankPictureOf, resolveCategoryScope } from '../range';
import { schoolFormsOf } from '../../real-data/art-rules';
import { listFormulaOverrides } from './compute.repository';

/** A formula with the year and source of its parameters. */
export interface SourcedFormula {
  formula: CompositeFormula;
  year: number;
  source: string;
  /** The province formula's provenance (carried over, 待核实); absent for a school's own formula. */
  provenance?: FormulaProvenance;
}

export interface SchoolFormula extends SourcedFormula {
  schoolId: number;
  schoolName: string;
  majorNames: string[];
}

export const NO_SCHOOL_FORMULAS_NOTE = '当前数据中没有院校单独公布的综合分计算公式，招生院校均按省统一公式计算';

/** The formulas of a category (the member's by default): the province's, and each school's that differs from it. */
export async function formulasFor(db: Kysely<Database>, memberId: number, query: FormulasQuery): Promise<FormulasResponse> {
  const member = await requireScoreProfile(db, memberId);
  const scope = await resolveCategoryScope(db, member, query.provinceId, query.examCategoryId);
  const province = await provinceFormulaOf(db, scope.examCategoryId, member.gkyear);
  const schools = await schoolFormulasOf(db, scope.provinceId, scope.examCategoryId, member.gkyear, province);
  return {
    ...scope,
    province: formulaViewOf(province),
    schools: schools.map((s) => ({ schoolId: s.schoolId, schoolName: s.schoolName, majorNames: s.majorNames, formula: formulaViewOf(s) })),
    notes: schools.length === 0 ? [NO_SCHOOL_FORMULAS_NOTE] : [],
  };
}

/**
 * 算综合分: the composite of the sent scores (each defaulting to the member's profile) by the
 * province formula and by every school formula that differs, the estimated rank this year and
 * the equivalent scores of the last three years.
 */
export async function compositeFor(db: Kysely<Database>, memberId: number, body: CompositeBody): Promise<CompositeResponse> {
  const member = await requireScoreProfile(db, memberId);
  const profile = await findMemberNemtInfo(db, memberId);
  const scope = await resolveCategoryScope(db, member, body.provinceId, body.examCategoryId);
  const province = await provinceFormulaOf(db, scope.examCategoryId, member.gkyear);
  const input = {
    cultureScore: body.cultureScore ?? profile?.cultureScore ?? 0,
    testsScore: body.testsScore ?? profile?.testsScore ?? 0,
    chineseScore: body.chineseScore === undefined ? (profile?.chineseScore ?? null) : body.chineseScore,
    englishScore: body.englishScore === undefined ? (profile?.englishScore ?? null) : body.englishScore,
    bonusScore: body.bonusScore ?? 0,
  };
  const scores: CompositeScores = { culture: input.cultureScore, tests: input.testsScore, bonus: input.bonusScore };
  const error = compositeInputError(province.formula, scores);
  if (error) {
    throw invalid(error);
  }
  const notes: string[] = [];
  const schools = [];
  const schoolFormulas = await schoolFormulasOf(db, scope.provinceId, scope.examCategoryId, member.gkyear, province);
  for (const school of schoolFormulas) {
    const schoolError = compositeInputError(school.formula, scores);
    if (schoolError) {
      notes.push(`${school.schoolName}：${schoolError}，未按其公式计算`);
      continue;
    }
    schools.push({ schoolId: school.schoolId, schoolName: school.schoolName, majorNames: school.majorNames, ...figureOf(school, scores) });
  }
  if (schoolFormulas.length === 0) {
    notes.push(NO_SCHOOL_FORMULAS_NOTE);
  }
  const forms = schoolFormsOf(scope.provinceName, member.gkyear);
  if (forms.length > 0 && compositeInputError(forms[0].formula, scores) === null) {
    const each = forms.map((f) => `${f.label}${computeComposite(f.formula, scores)}分`).join('、');
    notes.push(
      `${scope.provinceName}允许院校在${forms.length}种公式中选用，按各公式你的综合分为：${each}（院校选用哪一种以其招生章程为准，待核实）`,
    );
  }
  const figure = figureOf(province, scores);
  const picture = await rankPictureOf(db, scope.examCategoryId, member.gkyear, figure.composite, HISTORY_YEARS);
  return {
    ...scope,
    gkyear: member.gkyear,
    input,
    province: figure,
    schools,
    rank: picture.current,
    equivalents: picture.equivalents,
    notes: [...notes, ...picture.notes],
  };
}

function figureOf(sourced: SourcedFormula, scores: CompositeScores) {
  return {
    composite: computeComposite(sourced.formula, scores),
    substituted: substituteFormula(sourced.formula, scores),
    formula: formulaViewOf(sourced),
  };
}

/** The province formula of a category: its newest score config not after the gaokao year. */
export async function provinceFormulaOf(db: Kysely<Database>, examCategoryId: number, gkyear: number): Promise<SourcedFormula> {
  const config = await findCategoryScore(db, examCategoryId, gkyear);
  if (!config) {
    throw invalid(CATEGORY_UNAVAILABLE_MESSAGE);
  }
  return {
    formula: formulaFromScoreConfig(config),
    year: config.year,
    source: config.source,
    provenance: { year: gkyear, ruleYear: config.ruleYear, status: config.ruleStatus, source: config.source, sourceUrl: config.sourceUrl },
  };
}

/**
 * School formulas that differ from the province's, read from this year's plans (their
 * formula_override JSON over the province formula), one entry per school and formula with the
 * majors using it. Unreadable overrides are skipped: they cannot be explained to a member.
 */
export async function schoolFormulasOf(
  db: Kysely<Database>,
  provinceId: number,
  examCategoryId: number,
  gkyear: number,
  province: SourcedFormula,
): Promise<SchoolFormula[]> {
  const rows = await listFormulaOverrides(db, provinceId, examCategoryId, gkyear);
  const bySchool = new Map<string, SchoolFormula>();
  for (const row of rows) {
    const reading = readSchoolFormula(row.formulaOverride, province.formula);
    if (!reading || sameFormula(reading.formula, province.formula)) {
      continue;
    }
    const { formula } = reading;
    const key = `${row.schoolId}:${JSON.stringify(formula)}`;
    const found = bySchool.get(key);
    if (found) {
      found.majorNames.push(row.majorName);
    } else {
      bySchool.set(key, {
        schoolId: row.schoolId,
        schoolName: row.schoolName,
        majorNames: [row.majorName],
        formula,
        year: row.year,
        source: reading.source ?? row.source,
      });
    }
  }
  return [...bySchool.values()];
}

/** A formula as the API shows it: parameters, written-out text and notes, year and source. */
export function formulaViewOf(sourced: SourcedFormula): FormulaView {
  const { formula } = sourced;
  return {
    kind: formula.kind,
    cultureWeight: formula.cultureWeight,
    cultureFull: formula.cultureFull,
    testsFull: formula.testsFull,
    outputScale: formula.outputScale,
    roundingDigits: formula.roundingDigits,
    bonusCounts: formula.bonusCounts,
    text: describeFormula(formula),
    notes: [...formulaNotes(formula), ...(sourced.provenance ? formulaProvenanceNotes(sourced.provenance) : [])],
    year: sourced.year,
    source: sourced.source,
  };
}

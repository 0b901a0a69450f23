import { checkSchoolExam, SCHOOL_EXAM_REASON, type FormulaProvenance } from '@yzy/shared/rules';
import type { Universe, UniverseControlLine } from './universe';

/**
 * The 校考 path of plan evaluation (rules in packages/shared/src/rules/school-exam.ts): who may
 * apply and what decides admission, with no probability. Kept apart from plan-evaluation.ts so the
 * engine's composite path stays as it is.
 */

export interface SchoolExamOutcome {
  exclusions: ReturnType<typeof checkSchoolExam>['exclusions'];
  warnings: string[];
  decidedBy: string;
  reason: string;
}

/** The ordinary 本科 line and the category's 本科 统考 line for the member's subject group. */
export function schoolExamLines(universe: Universe, subjects: readonly string[]) {
  const mine = (lines: UniverseControlLine[]) =>
    lines.filter((l) => l.level === '本科' && (l.subjectGroup === '' || subjects.includes(l.subjectGroup))).sort((a, b) => b.year - a.year);
  const asLine = (l: UniverseControlLine | undefined) =>
    l ? { year: l.year, batchName: l.batchName, culture: l.culture, tests: l.tests, current: l.year === universe.year } : null;
  return {
    ordinaryLine: asLine(mine(universe.ordinaryLines ?? []).find((l) => l.culture != null)),
    artLine: asLine(mine(universe.lines).find((l) => l.tests != null)),
  };
}

export function evaluateSchoolExam(
  lines: ReturnType<typeof schoolExamLines>,
  schoolCulture: number | null,
  member: { culture: number; tests: number },
): SchoolExamOutcome {
  const check = checkSchoolExam({ ...lines, schoolCulture }, member);
  return { ...check, reason: SCHOOL_EXAM_REASON };
}

/** The provenance of the formula a plan year uses (carried over when its rule year is earlier). */
export function provenanceFor(universe: Universe, configYear: number | null): FormulaProvenance | null {
  const stored = configYear === null ? undefined : universe.formulaProvenance?.get(configYear);
  return stored ? { ...stored, year: universe.year } : null;
}

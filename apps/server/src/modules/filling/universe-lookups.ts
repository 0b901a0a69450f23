import { formulaYearFor, type CompositeFormula, type ControlLine } from '@yzy/shared/rules';
import type { Universe, UniverseTable } from './universe';

/**
 * What a universe holds for a year and a member's subject group: the score config, the 一分一段
 * table and a batch's control line. Plan preparation reads them, as do the overview, the volunteer
 * report and the backtests.
 */

/** The score config of a year: the newest not after it, else the oldest there is. */
export function formulaForYear(formulas: ReadonlyMap<number, CompositeFormula>, year: number): CompositeFormula {
  const chosen = formulaYearFor(formulas.keys(), year);
  const formula = chosen === null ? undefined : formulas.get(chosen);
  if (!formula) {
    throw new Error('exam category has no score config');
  }
  return formula;
}

/** Tables of the member's subject group (物理/历史) when the province splits them, else the unsplit ones. */
export function tableFinder(tables: readonly UniverseTable[], subjects: readonly string[]): (year: number) => UniverseTable | undefined {
  return (year) =>
    tables.find((t) => t.year === year && t.subjectGroup !== '' && subjects.includes(t.subjectGroup)) ??
    tables.find((t) => t.year === year && t.subjectGroup === '');
}

/**
 * The control line of a plan's batch for the member's subject group (物理/历史 where the province
 * splits its lines); a batch without its own line takes the newest line of its level (本科/专科),
 * as published lines are named by level more often than by batch.
 */
export function lineOf(universe: Universe, batchId: number, subjects: readonly string[]): ControlLine | null {
  const batch = universe.batches.find((b) => b.id === batchId);
  if (!batch) {
    return null;
  }
  const mine = universe.lines.filter((l) => l.subjectGroup === '' || subjects.includes(l.subjectGroup));
  const line =
    mine.find((l) => l.batchName === batch.name) ?? mine.filter((l) => l.level === batch.level).sort((a, b) => b.year - a.year)[0];
  return line
    ? {
        year: line.year,
        batchName: line.batchName,
        culture: line.culture,
        tests: line.tests,
        composite: line.composite,
        current: line.year === universe.year,
      }
    : null;
}

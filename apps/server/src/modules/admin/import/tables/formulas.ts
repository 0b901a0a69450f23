import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema';
import type { ExamCategoryScoresTable } from '../../../../db/tables/score-profile';
import type { ImportTable } from '../table-kit';
import { readScope, scopeKey, scopeLabel, type Scoped } from './common';
import { findCategoryScore, insertCategoryScore, updateCategoryScore } from './tables.repository';

type FormulaKind = ExamCategoryScoresTable['formula_kind'];

interface FormulaRecord extends Scoped {
  formulaKind: FormulaKind;
  cultureWeight: number;
  cultureFullScore: number;
  testsFullScore: number;
  outputScale: number;
  roundingDigits: number;
  bonusCounts: boolean;
}

const KINDS: Record<string, FormulaKind> = {
  weighted: 'weighted',
  加权: 'weighted',
  testsonly: 'testsOnly',
  仅专业: 'testsOnly',
  cultureonly: 'cultureOnly',
  仅文化: 'cultureOnly',
  sum: 'sum',
  相加: 'sum',
};
/** The culture share a kind implies when it is not weighted. */
const IMPLIED_WEIGHT: Record<Exclude<FormulaKind, 'weighted'>, number> = { testsOnly: 0, cultureOnly: 1, sum: 0.5 };

function findExisting(db: Kysely<Database>, r: FormulaRecord) {
  return findCategoryScore(db, r.examCategoryId, r.year);
}

/**
 * 综合分公式 (exam_category_scores): added or updated per (year, province, category), never
 * deleted, because saved score profiles point at these rows.
 */
export const formulas: ImportTable<FormulaRecord> = {
  key: 'formulas',

  parseRow(row, lookups) {
    const scope = readScope(row, lookups);
    const kindText = row.text('formulaKind', 20);
    const formulaKind = kindText ? KINDS[kindText.toLowerCase()] : undefined;
    if (kindText && !formulaKind) {
      row.reject('formulaKind', `公式类型须为 加权、仅专业、仅文化 或 相加，不能是「${kindText}」`);
    }
    const weight = row.number('cultureWeight', { min: 0, max: 1, digits: 4 }, formulaKind === 'weighted');
    const cultureFullScore = row.number('cultureFullScore', { min: 1, max: 1000, digits: 0 });
    const testsFullScore = row.number('testsFullScore', { min: 1, max: 1000, digits: 0 });
    const outputScale = row.number('outputScale', { min: 1, max: 1000, digits: 0 });
    const roundingDigits = row.number('roundingDigits', { min: 0, max: 4, digits: 0 });
    const bonusCounts = row.flag('bonusCounts', true);
    const source = row.source();
    if (
      row.issues.length > 0 ||
      !scope ||
      !formulaKind ||
      weight === null ||
      cultureFullScore == null ||
      testsFullScore == null ||
      outputScale == null ||
      roundingDigits === null ||
      bonusCounts === null ||
      !source
    ) {
      return null;
    }
    const cultureWeight = formulaKind === 'weighted' ? (weight ?? 0) : IMPLIED_WEIGHT[formulaKind];
    return {
      ...scope,
      line: row.line,
      source,
      formulaKind,
      cultureWeight,
      cultureFullScore,
      testsFullScore,
      outputScale,
      roundingDigits: roundingDigits ?? 2,
      bonusCounts,
    };
  },

  keyOf: scopeKey,
  describe: scopeLabel,

  async scopes(db, records) {
    return Promise.all(records.map(async (r) => ({ label: scopeLabel(r), incoming: 1, existing: (await findExisting(db, r)) ? 1 : 0 })));
  },

  async apply(trx, records) {
    let updated = 0;
    for (const r of records) {
      const values = {
        culture_full_score: r.cultureFullScore,
        tests_full_score: r.testsFullScore,
        formula_kind: r.formulaKind,
        culture_weight: r.cultureWeight,
        output_scale: r.outputScale,
        rounding_digits: r.roundingDigits,
        bonus_counts: r.bonusCounts ? 1 : 0,
        source: r.source,
        // An operator enters the year's own published rule: not carried over, and vouched for by its source.
        rule_year: r.year,
        rule_status: 'confirmed',
      };
      const existing = await findExisting(trx, r);
      if (existing) {
        await updateCategoryScore(trx, existing.id, values);
        updated += 1;
      } else {
        await insertCategoryScore(trx, { ...values, exam_category_id: r.examCategoryId, year: r.year });
      }
    }
    return { rows: records.length, replaced: 0, updated };
  },
};

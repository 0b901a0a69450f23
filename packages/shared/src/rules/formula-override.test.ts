import { describe, expect, it } from 'vitest';
import { computeComposite, type CompositeFormula } from './composite';
import { formulaYearFor, parseFormulaOverride, readSchoolFormula } from './formula-override';

const PROVINCE: CompositeFormula = {
  kind: 'weighted',
  cultureWeight: 0.5,
  cultureFull: 750,
  testsFull: 300,
  outputScale: 750,
  roundingDigits: 2,
  bonusCounts: true,
};

describe('the formula_override reader', () => {
  it('applies a partial override over the province formula', () => {
    const reading = readSchoolFormula('{"outputScale":100}', PROVINCE);
    expect(reading?.formula).toEqual({ ...PROVINCE, outputScale: 100 });
    // 520 × 0.5 × 100/750 + 240 × 0.5 × 100/300 = 74.67
    expect(computeComposite(reading!.formula, { culture: 520, tests: 240 })).toBe(74.67);
  });

  it('reads a whole formula and keeps its source apart', () => {
    const whole = { ...PROVINCE, cultureWeight: 0.3, source: '某大学招生章程' };
    expect(readSchoolFormula(JSON.stringify(whole), PROVINCE)).toEqual({
      formula: { ...PROVINCE, cultureWeight: 0.3 },
      source: '某大学招生章程',
    });
  });

  it.each([
    [null],
    [''],
    ['not json'],
    ['[1,2]'],
    ['{"outputscale":100}'],
    ['{"cultureWeight":1.5}'],
    ['{"kind":"median"}'],
    ['{"roundingDigits":2.5}'],
  ])('treats %j as no override', (text) => {
    expect(parseFormulaOverride(text)).toBeNull();
    expect(readSchoolFormula(text, PROVINCE)).toBeNull();
  });

  it('picks the config year in force: the newest not after the year, else the oldest', () => {
    expect(formulaYearFor([2024, 2025, 2026], 2026)).toBe(2026);
    expect(formulaYearFor([2024, 2025], 2027)).toBe(2025);
    expect(formulaYearFor([2025, 2026], 2023)).toBe(2025);
    expect(formulaYearFor([], 2026)).toBeNull();
  });
});

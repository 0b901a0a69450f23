import { describe, expect, it } from 'vitest';
import { formulaOfFact, formulaProvenanceNotes, isFormulaCarriedOver } from './art-rules';
import { computeComposite } from './composite';

describe('art rules as data', () => {
  it('reads a weighted fact on the culture full score unless it names a scale', () => {
    expect(formulaOfFact({ form: 'weighted', cultureWeight: 0.8 }, 750, 300)).toMatchObject({ kind: 'weighted', outputScale: 750 });
    expect(formulaOfFact({ form: 'weighted', cultureWeight: 0.5, outputScale: 300 }, 750, 300)).toMatchObject({ outputScale: 300 });
    expect(formulaOfFact({ form: 'weighted', cultureWeight: 0.5 }, 660, 300)).toMatchObject({ cultureFull: 660, outputScale: 660 });
  });

  it('reads a published linear form exactly (湖北 [C × 40% + P × 60%] × 2)', () => {
    const hubei = formulaOfFact({ form: 'linear', cultureFactor: 0.8, testsFactor: 1.2 }, 750, 300)!;
    expect(hubei.outputScale).toBe(960);
    expect(computeComposite(hubei, { culture: 500, tests: 250 })).toBe(500 * 0.8 + 250 * 1.2);
  });

  it('reads 河南 form ① (culture only) and ⑤ (0.5 C + 1.25 P)', () => {
    const first = formulaOfFact({ form: 'linear', cultureFactor: 1, testsFactor: 0 }, 750, 300)!;
    expect(first.kind).toBe('cultureOnly');
    expect(computeComposite(first, { culture: 500, tests: 250 })).toBe(500);
    const fifth = formulaOfFact({ form: 'linear', cultureFactor: 0.5, testsFactor: 1.25 }, 750, 300)!;
    expect(computeComposite(fifth, { culture: 500, tests: 250 })).toBe(562.5);
  });

  it('gives no formula for an unknown rule', () => {
    expect(formulaOfFact({ form: 'unknown' }, 750, 300)).toBeNull();
    expect(formulaOfFact({ form: 'weighted' }, 750, 300)).toBeNull();
  });

  it('flags a formula carried over from an earlier year, and says when it is not verified', () => {
    const carried = { year: 2026, ruleYear: 2025, status: 'unverified' as const, source: '天津市教育招生考试院', sourceUrl: null };
    expect(isFormulaCarriedOver(carried)).toBe(true);
    expect(isFormulaCarriedOver({ year: 2025, ruleYear: 2025 })).toBe(false);
    expect(formulaProvenanceNotes(carried)).toEqual([
      '2026年公式尚未公布，沿用2025年公式，今年如有调整，综合分与位次会变化',
      '该公式待核实，请以本省当年公布的艺术类招生办法为准',
    ]);
    expect(formulaProvenanceNotes({ ...carried, year: 2025, status: 'confirmed' })).toEqual([]);
  });
});

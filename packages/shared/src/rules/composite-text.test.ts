import { describe, expect, it } from 'vitest';
import { linearFormula, type CompositeFormula } from './composite';
import {
  describeFormula,
  formatPercent,
  formulaNotes,
  formulaScale,
  linearFactors,
  publishedFormula,
  substituteFormula,
} from './composite-text';

const base: CompositeFormula = {
  kind: 'weighted',
  cultureWeight: 0.5,
  cultureFull: 750,
  testsFull: 300,
  outputScale: 750,
  roundingDigits: 2,
  bonusCounts: true,
};

describe('describeFormula', () => {
  it('writes the common 750-scale form', () => {
    expect(describeFormula(base)).toBe('综合分 = 文化分 × 50% + 统考分 × (750/300) × 50%');
  });

  it('writes 重庆’s 300 scale, 100-point school forms and the old 湖北 form', () => {
    expect(describeFormula({ ...base, outputScale: 300 })).toBe('综合分 = 文化分 × (300/750) × 50% + 统考分 × 50%');
    expect(describeFormula({ ...base, outputScale: 100 })).toBe('综合分 = 文化分 × (100/750) × 50% + 统考分 × (100/300) × 50%');
    const hubei = linearFormula(0.8, 1.2, base);
    expect(describeFormula(hubei)).toBe('综合分 = 文化分 × (960/750) × 62.5% + 统考分 × (960/300) × 37.5%');
  });

  it('writes the threshold and sum kinds', () => {
    expect(describeFormula({ ...base, kind: 'testsOnly', outputScale: 300 })).toBe('综合分 = 统考分');
    expect(describeFormula({ ...base, kind: 'cultureOnly' })).toBe('综合分 = 文化分');
    expect(describeFormula({ ...base, kind: 'sum', outputScale: 1050 })).toBe('综合分 = 文化分 + 统考分');
    expect(describeFormula({ ...base, kind: 'sum', outputScale: 750 })).toBe('综合分 = (文化分 + 统考分) × (750/1050)');
    expect(describeFormula({ ...base, cultureWeight: 1 })).toBe('综合分 = 文化分');
  });
});

describe('substituteFormula', () => {
  it('puts the member’s numbers in and shows the rounded result', () => {
    // (521 + 5)×0.7 + 237.4×2.5×0.3 = 368.2 + 178.05
    expect(substituteFormula(base, { culture: 520, tests: 240 })).toBe('综合分 = 520 × 50% + 240 × (750/300) × 50% = 560.00');
    expect(substituteFormula({ ...base, cultureWeight: 0.7, roundingDigits: 3 }, { culture: 521, tests: 237.4, bonus: 5 })).toBe(
      '综合分 = (521 + 5) × 70% + 237.4 × (750/300) × 30% = 546.250',
    );
  });

  it('leaves an uncounted bonus out', () => {
    expect(substituteFormula({ ...base, bonusCounts: false }, { culture: 520, tests: 240, bonus: 10 })).toBe(
      '综合分 = 520 × 50% + 240 × (750/300) × 50% = 560.00',
    );
  });
});

describe('formulaNotes and formatPercent', () => {
  it('states bonus, full scores and rounding', () => {
    expect(formulaNotes({ ...base, bonusCounts: false, roundingDigits: 0 })).toEqual([
      '文化分不含政策性加分',
      '文化满分750分，统考满分300分，综合分满分750分',
      '结果取整（四舍五入）',
    ]);
    expect(formulaNotes({ ...base, kind: 'testsOnly' })[0]).toBe('文化成绩只需达到文化控制线，按统考成绩排序');
  });

  it('prints weights without binary noise', () => {
    expect(formatPercent(0.7)).toBe('70%');
    expect(formatPercent(1 - 0.7)).toBe('30%');
    expect(formatPercent(0.625)).toBe('62.5%');
  });
});

describe('publishedFormula', () => {
  const base = { cultureFull: 750, testsFull: 300, roundingDigits: 2, bonusCounts: false };
  it('writes the factors as the provinces publish them, with the full mark beside', () => {
    const henan = { ...base, kind: 'weighted' as const, cultureWeight: 0.5, outputScale: 750 };
    expect(publishedFormula(henan)).toBe('文化成绩×50%+专业成绩×125%');
    expect(publishedFormula({ ...henan, cultureWeight: 0.6 })).toBe('文化成绩×60%+专业成绩×100%');
    expect(publishedFormula({ ...henan, cultureWeight: 0.8 })).toBe('文化成绩×80%+专业成绩×50%');
    expect(publishedFormula({ ...henan, kind: 'cultureOnly' })).toBe('文化成绩（专业成绩合格即可）');
    const hunan = linearFormula(0.3, 0.7, { ...base, roundingDigits: 1 });
    expect(publishedFormula(hunan)).toBe('文化成绩×30%+专业成绩×70%');
    expect(formulaScale(hunan)).toBe(435);
    expect(linearFactors(linearFormula(0.8, 1.2, base))).toEqual([0.8, 1.2]);
    expect(formulaScale(linearFormula(0.8, 1.2, base))).toBe(960);
  });
});

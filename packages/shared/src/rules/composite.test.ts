import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compositeInputError,
  computeComposite,
  formulaFromScoreConfig,
  linearFormula,
  sameFormula,
  type CompositeFormula,
} from './composite';

/** The common 2025 shape: C×w + P×(750/300)×(1−w) on the 750 scale. */
const weighted = (cultureWeight: number, overrides: Partial<CompositeFormula> = {}): CompositeFormula => ({
  kind: 'weighted',
  cultureWeight,
  cultureFull: 750,
  testsFull: 300,
  outputScale: 750,
  roundingDigits: 2,
  bonusCounts: true,
  ...overrides,
});

// Every case below is computed by hand from the province's or school's published form (docs/domain.md, Composite scores).
describe('computeComposite — province forms', () => {
  it('安徽/福建/广东/广西/宁夏/山东/山西 2025: C×50% + P×2.5×50%', () => {
    // 520×0.5 + 240×2.5×0.5 = 260 + 300
    expect(computeComposite(weighted(0.5), { culture: 520, tests: 240 })).toBe(560);
    // 611×0.5 + 263×2.5×0.5 = 305.5 + 328.75
    expect(computeComposite(weighted(0.5), { culture: 611, tests: 263 })).toBe(634.25);
  });

  it('北京 2025: P÷300×750×0.5 + C×0.5 is the same shape', () => {
    // 241÷300×750×0.5 + 498×0.5 = 301.25 + 249
    expect(computeComposite(weighted(0.5), { culture: 498, tests: 241 })).toBe(550.25);
  });

  it('吉林 2025: (C/Cmax×50% + P/Pmax×50%)×750', () => {
    // (520/750×0.5 + 240/300×0.5)×750 = 260 + 300
    expect(computeComposite(weighted(0.5), { culture: 520, tests: 240 })).toBe(560);
  });

  it('重庆 2025: C/750×300×50% + P×50% on the 300 scale', () => {
    // 520/750×300×0.5 + 240×0.5 = 104 + 120
    expect(computeComposite(weighted(0.5, { outputScale: 300 }), { culture: 520, tests: 240 })).toBe(224);
    // 533/750×300×0.5 + 251×0.5 = 106.6 + 125.5
    expect(computeComposite(weighted(0.5, { outputScale: 300 }), { culture: 533, tests: 251 })).toBe(232.1);
  });

  it('甘肃 2025: C(不含政策加分)×70% + P÷300×750×30% ignores the bonus', () => {
    const gansu = weighted(0.7, { bonusCounts: false });
    // 520×0.7 + 240×2.5×0.3 = 364 + 180
    expect(computeComposite(gansu, { culture: 520, tests: 240, bonus: 10 })).toBe(544);
  });

  it('河北 2025: C(含加分)×0.5 + P/Pmax×750×0.5, 3 decimals; 播音与主持 0.7/0.3', () => {
    // (521 + 5)×0.5 + 237.4×2.5×0.5 = 263 + 296.75
    expect(computeComposite(weighted(0.5, { roundingDigits: 3 }), { culture: 521, tests: 237.4, bonus: 5 })).toBe(559.75);
    // 521.3×0.5 + 237.7×2.5×0.5 = 260.65 + 297.125 = 557.775, kept to 3 decimals
    expect(computeComposite(weighted(0.5, { roundingDigits: 3 }), { culture: 521.3, tests: 237.7 })).toBe(557.775);
    // 521×0.7 + 237.4×2.5×0.3 = 364.7 + 178.05
    expect(computeComposite(weighted(0.7, { roundingDigits: 3 }), { culture: 521, tests: 237.4 })).toBe(542.75);
  });

  it('青海 2025: (C + 照顾加分)×0.5 + P÷300×750×0.5 adds the bonus', () => {
    // (520 + 20)×0.5 + 240×2.5×0.5 = 270 + 300
    expect(computeComposite(weighted(0.5), { culture: 520, tests: 240, bonus: 20 })).toBe(570);
  });

  it('上海 2025: C×50% + P×660/300×50% with culture full 660', () => {
    // 500×0.5 + 240×2.2×0.5 = 250 + 264
    expect(computeComposite(weighted(0.5, { cultureFull: 660, outputScale: 660 }), { culture: 500, tests: 240 })).toBe(514);
  });

  it('天津 2022: C×0.4 + P×2.5×0.6', () => {
    // 520×0.4 + 240×2.5×0.6 = 208 + 360
    expect(computeComposite(weighted(0.4), { culture: 520, tests: 240 })).toBe(568);
  });

  it('山东 2020 美术: P×750÷300×70% + C×30%', () => {
    // 240×2.5×0.7 + 520×0.3 = 420 + 156
    expect(computeComposite(weighted(0.3), { culture: 520, tests: 240 })).toBe(576);
  });

  it('湖北 (old): [(C + 加分)×40% + P×60%]×2 as a linear form', () => {
    const hubei = linearFormula(0.8, 1.2, { cultureFull: 750, testsFull: 300, roundingDigits: 2, bonusCounts: true });
    expect(hubei.outputScale).toBe(960);
    expect(hubei.cultureWeight).toBe(0.625);
    // [(520 + 10)×0.4 + 240×0.6]×2 = (212 + 144)×2
    expect(computeComposite(hubei, { culture: 520, tests: 240, bonus: 10 })).toBe(712);
  });

  it('an unnamed province 2023: (P÷Pmax×750)×60% + C×40%; 戏剧与影视学类 P×30% + C×70%', () => {
    // 240÷300×750×0.6 + 520×0.4 = 360 + 208
    expect(computeComposite(weighted(0.4), { culture: 520, tests: 240 })).toBe(568);
    // 240÷300×750×0.3 + 520×0.7 = 180 + 364
    expect(computeComposite(weighted(0.7), { culture: 520, tests: 240 })).toBe(544);
  });

  it('an unnamed province pre-2024: C×30% + P×70% to 1 decimal; 编导/播音/摄影 C + P', () => {
    // 517×0.3 + 243×2.5×0.7 = 155.1 + 425.25 = 580.35 → 580.4
    expect(computeComposite(weighted(0.3, { roundingDigits: 1 }), { culture: 517, tests: 243 })).toBe(580.4);
    const sum: CompositeFormula = { ...weighted(0), kind: 'sum', outputScale: 1050 };
    // 520 + 240
    expect(computeComposite(sum, { culture: 520, tests: 240 })).toBe(760);
  });

  it('浙江 pre-2024 (统考 full 100): ×7.5 forms and 编导 C×100%', () => {
    const zj = (w: number) => weighted(w, { testsFull: 100 });
    // 美术/音乐 520×0.5 + 80×7.5×0.5 = 260 + 300
    expect(computeComposite(zj(0.5), { culture: 520, tests: 80 })).toBe(560);
    // 舞蹈/表演 520×0.4 + 80×7.5×0.6 = 208 + 360
    expect(computeComposite(zj(0.4), { culture: 520, tests: 80 })).toBe(568);
    // 播音 520×0.8 + 80×7.5×0.2 = 416 + 120
    expect(computeComposite(zj(0.8), { culture: 520, tests: 80 })).toBe(536);
    const cultureOnly: CompositeFormula = { ...zj(1), kind: 'cultureOnly' };
    expect(computeComposite(cultureOnly, { culture: 520, tests: 80 })).toBe(520);
  });

  it('河北 2022 专科: C×50% + P×4.5×50% on a 450 scale', () => {
    // 300×0.5 + 80×4.5×0.5 = 150 + 180
    expect(computeComposite(weighted(0.5, { cultureFull: 450, testsFull: 100, outputScale: 450 }), { culture: 300, tests: 80 })).toBe(330);
  });
});

describe('computeComposite — school forms', () => {
  it('云南 2023 school rule: C/Cmax×50 + P/Pmax×50 (100-point)', () => {
    // 520/750×50 + 240/300×50 = 34.666… + 40
    expect(computeComposite(weighted(0.5, { outputScale: 100 }), { culture: 520, tests: 240 })).toBe(74.67);
  });

  it('河南大学: P÷Pmax(省外200)×100×50% + C÷750×100×50%', () => {
    // 150÷200×100×0.5 + 520÷750×100×0.5 = 37.5 + 34.666…
    expect(computeComposite(weighted(0.5, { testsFull: 200, outputScale: 100 }), { culture: 520, tests: 150 })).toBe(72.17);
  });

  it('浙江工业大学 2018 播音: C(折算750)×60% + P(折算750)×40%', () => {
    // 520×0.6 + 240×2.5×0.4 = 312 + 240
    expect(computeComposite(weighted(0.6), { culture: 520, tests: 240 })).toBe(552);
  });

  it('江苏 2022 音乐 投档分 = 专业分, and 文化过线、专业排序 (四川/陕西/贵州/海南)', () => {
    const testsOnly: CompositeFormula = { ...weighted(0), kind: 'testsOnly', outputScale: 300 };
    expect(computeComposite(testsOnly, { culture: 400, tests: 241.5 })).toBe(241.5);
    expect(computeComposite(testsOnly, { culture: 700, tests: 241.5 })).toBe(241.5);
  });
});

describe('rounding and validation', () => {
  it('rounds half up at the formula digits and ignores binary noise', () => {
    // 520.01×0.5 + 240×1.25 = 560.005 (binary 560.00499…) → 560.01
    expect(computeComposite(weighted(0.5), { culture: 520.01, tests: 240 })).toBe(560.01);
    // 521×0.5 + 300 = 560.5 → 561 with no decimals
    expect(computeComposite(weighted(0.5, { roundingDigits: 0 }), { culture: 521, tests: 240 })).toBe(561);
  });

  it('names the first bad input in Chinese', () => {
    const f = weighted(0.5);
    expect(compositeInputError(f, { culture: -1, tests: 200 })).toBe('高考成绩不能为负数');
    expect(compositeInputError(f, { culture: 751, tests: 200 })).toBe('高考成绩不能超过750分');
    expect(compositeInputError(f, { culture: 500, tests: 300.5 })).toBe('统考成绩不能超过300分');
    expect(compositeInputError(f, { culture: Number.NaN, tests: 200 })).toBe('高考成绩须为数字');
    expect(compositeInputError(f, { culture: 500, tests: 200, bonus: -5 })).toBe('政策加分不能为负数');
    expect(compositeInputError(f, { culture: 0, tests: 300 })).toBeNull();
  });

  it('sameFormula ignores the weight of kinds that do not read it', () => {
    expect(sameFormula(weighted(0.5), weighted(0.5))).toBe(true);
    expect(sameFormula(weighted(0.5), weighted(0.6))).toBe(false);
    const a: CompositeFormula = { ...weighted(0.5), kind: 'testsOnly' };
    expect(sameFormula(a, { ...a, cultureWeight: 0.9 })).toBe(true);
  });
});

const formulaArb: fc.Arbitrary<CompositeFormula> = fc.record({
  kind: fc.constantFrom('weighted', 'testsOnly', 'cultureOnly', 'sum'),
  cultureWeight: fc.double({ min: 0, max: 1, noNaN: true }),
  cultureFull: fc.constantFrom(750, 660, 900, 450, 480),
  testsFull: fc.constantFrom(300, 100, 200, 250),
  outputScale: fc.constantFrom(750, 660, 300, 100, 960, 1050),
  roundingDigits: fc.integer({ min: 0, max: 3 }),
  bonusCounts: fc.boolean(),
});
const fraction = fc.double({ min: 0, max: 1, noNaN: true });

describe('computeComposite — properties', () => {
  it('stays within [0, outputScale] for scores within the full scores', () => {
    fc.assert(
      fc.property(formulaArb, fraction, fraction, (f, c, p) => {
        const value = computeComposite(f, { culture: c * f.cultureFull, tests: p * f.testsFull });
        return value >= 0 && value <= f.outputScale;
      }),
    );
  });

  it('gives exactly outputScale for full marks', () => {
    fc.assert(fc.property(formulaArb, (f) => computeComposite(f, { culture: f.cultureFull, tests: f.testsFull }) === f.outputScale));
  });

  it('never falls when the culture, the 统考 score or the bonus rises', () => {
    fc.assert(
      fc.property(
        formulaArb,
        fraction,
        fraction,
        fraction,
        fraction,
        fc.double({ min: 0, max: 30, noNaN: true }),
        (f, c1, c2, p, q, bonus) => {
          const [lo, hi] = c1 <= c2 ? [c1, c2] : [c2, c1];
          const tests = p * f.testsFull;
          const byCulture =
            computeComposite(f, { culture: lo * f.cultureFull, tests }) <= computeComposite(f, { culture: hi * f.cultureFull, tests });
          const [tlo, thi] = p <= q ? [p, q] : [q, p];
          const culture = c1 * f.cultureFull;
          const byTests =
            computeComposite(f, { culture, tests: tlo * f.testsFull }) <= computeComposite(f, { culture, tests: thi * f.testsFull });
          const byBonus = computeComposite(f, { culture, tests }) <= computeComposite(f, { culture, tests, bonus });
          return byCulture && byTests && byBonus;
        },
      ),
    );
  });
});

describe('formulaFromScoreConfig', () => {
  it('reads a stored score config', () => {
    const config = {
      formulaKind: 'weighted' as const,
      cultureWeight: 0.7,
      cultureFullScoreLimit: 750,
      testsFullScoreLimit: 300,
      outputScale: 750,
      roundingDigits: 3,
      bonusCounts: 0,
    };
    expect(formulaFromScoreConfig(config)).toEqual({ ...weighted(0.7, { roundingDigits: 3 }), bonusCounts: false });
  });
});

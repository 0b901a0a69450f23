import { describe, expect, it } from 'vitest';
import type { AdmissionRow, ControlLineRow } from '../format';
import type { ArtFormulaFact } from '../rules/art-formulas';
import { checkAdmissionScales, checkLineFormulas, compositeOf, formulaFor, offScale } from './formulas';

const fact = (extra: Partial<ArtFormulaFact>): ArtFormulaFact => ({
  province: '湖南',
  year: 2025,
  category: '美术与设计类',
  form: 'linear',
  cultureFactor: 0.3,
  testsFactor: 0.7,
  roundingDigits: 1,
  status: 'confirmed',
  publisher: '湖南省教育考试院',
  url: 'https://jyt.hunan.gov.cn/',
  ...extra,
});
const FACTS = [
  fact({}),
  fact({ province: '河南', form: 'weighted', cultureWeight: 0.5, cultureFactor: undefined, testsFactor: undefined }),
];

const line = (extra: Partial<ControlLineRow>): ControlLineRow => ({
  province: '湖南',
  year: 2026,
  category: '美术与设计类',
  direction: '',
  subjectGroup: '',
  level: '本科',
  batchName: '美术与设计类本科录取控制分数线',
  cultureScore: 320,
  testsScore: 197,
  compositeScore: null,
  sourceId: 'lines',
  ...extra,
});

describe('formulas against the published figures', () => {
  it('reads each province’s formula as published: 湖南 30%/70% of the raw scores out of 435, 河南 50%/125% out of 750', () => {
    const hunan = formulaFor('湖南', '美术与设计类', '', 2026, FACTS)!;
    expect(hunan.scale).toBe(435);
    expect(compositeOf(hunan, 320, 197)).toBe(233.9);
    const henan = formulaFor('河南', '美术与设计类', '', 2026, FACTS)!;
    expect([henan.culture, henan.tests, henan.scale]).toEqual([0.5, 1.25, 750]);
  });

  it('fails a composite line the formula does not make from its culture and 专业 lines', () => {
    expect(checkLineFormulas([line({ compositeScore: 233.9 })], FACTS)).toEqual([]);
    expect(checkLineFormulas([line({ compositeScore: 581.5 })], FACTS)).toEqual([
      'control-lines: 湖南2026 美术与设计类 本科: composite 581.5 ≠ 233.9 from 文化 320 and 专业 197 (湖南省教育考试院 formula)',
    ]);
    // Nothing to prove where a province publishes no composite line.
    expect(checkLineFormulas([line({})], FACTS)).toEqual([]);
  });

  it('fails an admission line off the scale the member’s composite is computed on', () => {
    const row = {
      province: '湖南',
      year: 2025,
      category: '美术与设计类',
      direction: '',
      level: '本科',
      scoreMetric: '综合分',
    } as AdmissionRow;
    expect(offScale({ ...row, minScore: 319 }, FACTS)).toBeNull();
    expect(offScale({ ...row, minScore: 581.5 }, FACTS)).toBe(435);
    // A 本科 line below 30% of the full mark is a 100-point conversion (from the 2024 reform on).
    expect(offScale({ ...row, minScore: 77.8 }, FACTS)).toBe(435);
    expect(offScale({ ...row, year: 2020, minScore: 77.8 }, FACTS)).toBeNull();
    expect(offScale({ ...row, scoreMetric: '文化', minScore: 581.5 }, FACTS)).toBeNull();
    expect(checkAdmissionScales([{ ...row, schoolName: '某大学', majorName: '美术学', minScore: 600 }], FACTS)).toHaveLength(1);
  });
});

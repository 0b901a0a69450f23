import { describe, expect, it } from 'vitest';
import { nonEmpty } from '../../test/non-empty';
import { computeComposite, formulaOfFact } from '@yzy/shared/rules';
import { EXAM_CATEGORY_TEMPLATES } from '../demo/reference/categories';
import { PROVINCES } from '../demo/reference/provinces';
import { artFormulaFacts, batchRowOf, batchRuleOf, formulaRuleOf, henanSchoolForms, sourceTextOf } from './art-rules';

describe('art rules as data', () => {
  it('holds checked formula rows for all 31 provinces, each with a publisher and an official site', () => {
    const facts = artFormulaFacts();
    expect(new Set(facts.map((f) => f.province))).toEqual(new Set(PROVINCES.map((p) => p.name)));
    const names = new Set(EXAM_CATEGORY_TEMPLATES.map((t) => t.name));
    for (const f of nonEmpty(facts)) {
      expect(names.has(f.category), f.category).toBe(true);
      expect(f.url).toMatch(/^https?:\/\/[^/]+\//);
      expect(f.publisher.length).toBeGreaterThan(2);
    }
    expect(facts.filter((f) => f.status === 'unknown').map((f) => `${f.province}${f.category}`)).toEqual([
      '湖北书法类',
      '湖北表（导）演类（戏剧影视导演）',
      '湖北播音与主持类',
      '湖南播音与主持类',
      '海南播音与主持类',
    ]);
  });

  it('gives the published differences: 天津 and 浙江 播音 80/20, 湖北 40/60 doubled, 湖南 30/70 on raw scores', () => {
    const weight = (province: string, category: string, national = category) =>
      formulaOfFact(formulaRuleOf(province, category, national, 2026)!.fact, 750, 300);
    expect(weight('天津', '播音与主持类')?.cultureWeight).toBe(0.8);
    expect(weight('浙江', '播音与主持类')?.cultureWeight).toBe(0.8);
    expect(weight('天津', '美术与设计类')?.cultureWeight).toBe(0.5);
    const hubei = weight('湖北', '美术与设计类')!;
    expect(computeComposite(hubei, { culture: 500, tests: 250 })).toBe((500 * 0.4 + 250 * 0.6) * 2);
    // 湖南 publishes 文化成绩×30%+专业成绩×70% on the raw scores: out of 435, one decimal.
    const hunan = weight('湖南', '美术与设计类')!;
    expect(hunan.outputScale).toBe(435);
    expect(hunan.roundingDigits).toBe(1);
    expect(computeComposite(hunan, { culture: 450, tests: 200 })).toBe(275);
    expect(computeComposite(hunan, { culture: 451, tests: 201 })).toBe(276);
  });

  it('finds a direction the data does not list through another direction of its category, and says so', () => {
    const rule = formulaRuleOf('天津', '音乐类（音乐教育）', '音乐类', 2026)!;
    expect(rule.borrowed).toBe(true);
    expect(sourceTextOf(rule)).toContain('该方向未单列');
    expect(formulaRuleOf('上海', '表（导）演类（服装表演）', '表（导）演类', 2026)).toBeNull();
    expect(formulaRuleOf('湖北', '书法类', '书法类', 2026)?.fact.form).toBe('unknown');
  });

  it('marks a single-source figure 待核实 and a twice-confirmed one not', () => {
    expect(sourceTextOf(formulaRuleOf('天津', '播音与主持类', '播音与主持类', 2025)!)).toContain('待核实');
    expect(sourceTextOf(formulaRuleOf('北京', '美术与设计类', '美术与设计类', 2025)!)).toBe('2025年北京教育考试院公布口径');
  });

  it('turns 河南’s five school forms into overrides of the same composite', () => {
    const forms = henanSchoolForms();
    expect(forms.map((f) => f.label)).toEqual(['①', '②', '③', '④', '⑤']);
    const scores = { culture: 500, tests: 250 };
    expect(forms.map((f) => computeComposite(f.formula, scores))).toEqual([500, 525, 537.5, 550, 562.5]);
    for (const f of forms) {
      expect(f.formula.outputScale).toBe(750);
      expect(f.override.kind).toBe(f.formula.kind);
    }
  });
});

describe('batch rules per province', () => {
  it('gives 河南 2023 its 12 parallel 学校+专业 志愿 without 调剂, and its sequential 提前批', () => {
    expect(batchRowOf(batchRuleOf('河南', 2023, '艺术本科A段', '本科')!)).toMatchObject({
      mode: '平行',
      unit: '专业+院校',
      max_slots: 12,
      majors_per_slot: 1,
      allow_adjust: 0,
    });
    expect(batchRuleOf('河南', 2023, '提前批艺术类', '本科')).toMatchObject({ mode: '顺序', maxSlots: 2 });
    expect(batchRowOf(batchRuleOf('河南', 2023, '艺术本科B段', '本科')!).source).toContain('河南省教育考试院');
  });

  it('gives 河北 2020 B段 10 schools × 6 majors and 江苏 2024 专科 20 groups × 4 majors', () => {
    expect(batchRuleOf('河北', 2020, '艺术本科B段', '本科')).toMatchObject({ mode: '平行', unit: '院校', maxSlots: 10, majorsPerSlot: 6 });
    expect(batchRuleOf('江苏', 2024, '专科批', '专科')).toMatchObject({ unit: '院校专业组', maxSlots: 20, majorsPerSlot: 4 });
  });

  it('knows nothing outside its years or provinces (the batch then says 批次规则待核实)', () => {
    expect(batchRuleOf('河南', 2025, '艺术本科A段', '本科')).toBeNull();
    expect(batchRuleOf('广东', 2024, '本科批', '本科')).toBeNull();
    expect(batchRuleOf('江苏', 2024, '专科批', '本科')).toBeNull();
    expect(batchRowOf(batchRuleOf('江苏', 2024, '专科批', '专科')!).source).toContain('待核实');
  });
});

import { describe, expect, it } from 'vitest';
import { checkDraft } from './compute-draft';
import { henanFormula } from './test-data';

const numbers = { culture: 480, tests: 230, chinese: null, english: null, bonus: 0 };

describe('checkDraft', () => {
  it('builds the body, with the bonus only where the formula counts it', () => {
    expect(checkDraft(henanFormula(true), { ...numbers, bonus: 5 }).body).toEqual({
      cultureScore: 480,
      testsScore: 230,
      chineseScore: null,
      englishScore: null,
      bonusScore: 5,
    });
    expect(checkDraft(henanFormula(false), { ...numbers, bonus: 5 }).body).toEqual({
      cultureScore: 480,
      testsScore: 230,
      chineseScore: null,
      englishScore: null,
    });
  });

  it("names the first problem and its box in the shared rules' words", () => {
    expect(checkDraft(henanFormula(), { ...numbers, culture: null })).toMatchObject({
      body: null,
      error: '高考成绩须为数字',
      field: 'culture',
    });
    expect(checkDraft(henanFormula(), { ...numbers, tests: 301 })).toMatchObject({ error: '统考成绩不能超过300分', field: 'tests' });
    expect(checkDraft(henanFormula(), { ...numbers, bonus: -2 })).toMatchObject({ error: '政策加分不能为负数', field: 'bonus' });
    expect(checkDraft(henanFormula(), { ...numbers, bonus: 101 })).toMatchObject({ error: '政策加分不能超过100分', field: 'bonus' });
    expect(checkDraft(henanFormula(), { ...numbers, english: 151 })).toMatchObject({ error: '外语成绩不能超过150分', field: 'english' });
  });

  it('lets a negative bonus pass where the formula ignores the bonus', () => {
    expect(checkDraft(henanFormula(false), { ...numbers, bonus: -2 }).error).toBeNull();
  });
});

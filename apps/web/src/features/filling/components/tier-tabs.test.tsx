import { describe, expect, it } from 'vitest';
import type { TierCounts } from '@yzy/shared/contracts';
import { emptyTextOf } from './tier-tabs';

const counts = (over: Partial<TierCounts>): TierCounts => ({ 冲: 0, 稳: 0, 保: 0, unrated: 0, excluded: 0, ...over });

describe('the empty list of a tier', () => {
  it('says 稳 and 保 are empty because every plan with a number is a 冲, and what the site does not hold', () => {
    const text = emptyTextOf('稳', counts({ 冲: 78 }));
    expect(text).toContain('当前条件下没有「稳」的院校专业');
    expect(text).toContain('有概率的78个都低于40%');
    expect(text).toContain('本站未收录录取线的院校专业不在此列');
    expect(emptyTextOf('保', counts({ 冲: 3 }))).toContain('没有「保」');
  });

  it('keeps the plain text where 稳 or 保 exist, nothing is a 冲, rows are withheld, or the tab is 冲', () => {
    const plain = '没有符合条件的院校专业，换个档位或筛选条件试试';
    expect(emptyTextOf('保', counts({ 冲: 5, 稳: 2 }))).toBe(plain);
    expect(emptyTextOf('稳', counts({ unrated: 4 }))).toBe(plain);
    expect(emptyTextOf('稳', counts({ 冲: 5 }), 40)).toBe(plain);
    expect(emptyTextOf('冲', counts({ 稳: 1 }))).toBe(plain);
  });

  it('points at 不符合条件 when every plan went there', () => {
    expect(emptyTextOf('稳', counts({ excluded: 7 }))).toContain('都不符合报考条件（7个）');
    // A free member's withheld rows are eligible: 78 listed under 全部 without a tier is not "nothing eligible".
    expect(emptyTextOf('稳', counts({ excluded: 20 }), 78)).toBe('没有符合条件的院校专业，换个档位或筛选条件试试');
  });
});

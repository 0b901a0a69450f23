import { describe, expect, it } from 'vitest';
import { scoreSummaryOf } from './score-summary';
import { savedProfile } from './test-server';

describe('scoreSummaryOf', () => {
  it('reads province · category · 文化 / 统考', () => {
    expect(scoreSummaryOf(savedProfile({ testsScore: 251.5 }))).toBe('江苏 · 美术与设计类 · 文化 520 / 统考 251.5');
  });

  it('says when nothing is saved yet', () => {
    expect(scoreSummaryOf(null)).toBe('未填写高考成绩');
  });
});

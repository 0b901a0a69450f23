import { describe, expect, it } from 'vitest';
import { asksForRanking } from './ranking-input';

const release = Date.UTC(2027, 5, 25, 2) / 1000;

describe('asksForRanking', () => {
  it('asks only in a ranking province and only once that year’s culture scores are out', () => {
    expect(asksForRanking({ isInputRanking: 1, cultureScoreReleaseTime: release }, release * 1000 - 1)).toBe(false);
    expect(asksForRanking({ isInputRanking: 1, cultureScoreReleaseTime: release }, release * 1000)).toBe(true);
    expect(asksForRanking({ isInputRanking: 0, cultureScoreReleaseTime: release }, release * 1000 + 1)).toBe(false);
    expect(asksForRanking({ isInputRanking: 1, cultureScoreReleaseTime: null }, release * 1000 + 1)).toBe(false);
  });
});

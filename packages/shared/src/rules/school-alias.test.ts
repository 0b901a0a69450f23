import { describe, expect, it } from 'vitest';
import { schoolNameVariants } from './school-alias';

describe('school short names', () => {
  it.each([
    ['美院', ['美院', '美术学院']],
    ['央美', ['央美', '中央美术学院']],
    ['四川美院', ['四川美院', '四川美术学院']],
    ['中央美术学院', ['中央美术学院']],
    ['设计', ['设计']],
  ])('%s → %j', (keyword, variants) => {
    expect(schoolNameVariants(keyword)).toEqual(variants);
  });
});

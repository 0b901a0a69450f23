import { describe, expect, it } from 'vitest';
import { gkyearOf } from './gkyear';

describe('gkyear', () => {
  it.each([
    ['2026-01-15', 2026],
    ['2026-06-07', 2026],
    ['2026-08-31', 2026],
    ['2026-09-01', 2027],
    ['2026-11-22', 2027],
    ['2026-12-31', 2027],
  ])('%s plans for %i', (date, year) => {
    expect(gkyearOf(new Date(`${date}T12:00:00`))).toBe(year);
  });
});

import { expect } from 'vitest';

/**
 * The list, once it is known to hold something: `every` over an empty list is true, so an
 * assertion like `expect(rows.every(ok)).toBe(true)` would pass on a query that found nothing.
 */
export function nonEmpty<T>(list: readonly T[]): readonly T[] {
  expect(list.length, 'expected a non-empty list').toBeGreaterThan(0);
  return list;
}

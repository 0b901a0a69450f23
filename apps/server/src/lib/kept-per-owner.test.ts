import { describe, expect, it } from 'vitest';
import { keptFor, keptValue } from './kept-per-owner';

describe('values kept per owner', () => {
  it('makes a value once per owner and key, and keeps owners apart', () => {
    const kept = new WeakMap<object, Map<string, number[]>>();
    const a = {};
    const b = {};
    let made = 0;
    const make = () => [++made];
    const first = keptValue(kept, a, 'k', make);
    expect(keptValue(kept, a, 'k', make)).toBe(first);
    expect(made).toBe(1);
    expect(keptValue(kept, a, 'other', make)).toEqual([2]);
    expect(keptValue(kept, b, 'k', make)).toEqual([3]);
    expect([...keptFor(kept, a).keys()]).toEqual(['k', 'other']);
    expect(keptFor(kept, {}).size).toBe(0);
  });
});

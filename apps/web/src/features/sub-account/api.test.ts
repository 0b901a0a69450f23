import { describe, expect, it } from 'vitest';
import { placeholderCount } from './api';

describe('placeholderCount', () => {
  it('fills a last row of two cards with one placeholder', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(placeholderCount)).toEqual([0, 0, 1, 0, 0, 1, 0]);
  });
});

import { describe, expect, it } from 'vitest';
import { termText, yuanText } from './price';

describe('price and term texts', () => {
  it('shows yuan with two decimals', () => {
    expect([198, 398.5, 0.1 + 0.2, 2980].map(yuanText)).toEqual(['¥198.00', '¥398.50', '¥0.30', '¥2980.00']);
  });

  it('shows days, or the end date of an absolute card', () => {
    expect(termText({ deadline: 365, deadlineUnit: 1 })).toBe('有效期365天');
    // 2027-08-31 23:59:59 Beijing time.
    expect(termText({ deadline: 1819727999, deadlineUnit: 2 })).toMatch(/^有效期至2027年8月31日$/);
  });
});

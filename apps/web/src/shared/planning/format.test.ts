import { describe, expect, it } from 'vitest';
import { tuitionText } from './format';

describe('tuitionText', () => {
  it('says 学费未公布 rather than a number when the publication gives none', () => {
    expect(tuitionText(null)).toBe('学费未公布');
    expect(tuitionText('15000.00')).toBe('15,000元/年');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idQuery } from '@yzy/shared/contracts';
import { parseIdParam } from './id-param';

/** What the server makes of the value: the contract's id, or null where it refuses it. */
function byContract(value: string): number | null {
  const result = idQuery.safeParse({ id: value });
  return result.success ? result.data.id : null;
}

describe('parseIdParam', () => {
  it('reads a positive integer and refuses the rest', () => {
    expect(parseIdParam('42')).toBe(42);
    for (const value of ['', '0', '-3', '1.5', 'abc', 'Infinity', 'NaN', '9007199254740993']) {
      expect(parseIdParam(value)).toBeNull();
    }
  });

  it('agrees with the contract the server reads ?id= with', () => {
    const samples = [
      '',
      ' ',
      '7',
      ' 7 ',
      '07',
      '7.0',
      '7.5',
      '1e3',
      '0x1f',
      '0b11',
      '-0',
      '+5',
      '9007199254740991',
      '9007199254740992',
      '1_000',
      'Infinity',
    ];
    for (const value of samples) {
      expect(parseIdParam(value), value).toBe(byContract(value));
    }
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.integer().map(String), fc.double().map(String)),
        (value) => parseIdParam(value) === byContract(value),
      ),
    );
  });
});

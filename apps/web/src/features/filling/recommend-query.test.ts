import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recommendQuery } from '@yzy/shared/contracts';
import { parseListParams } from '../../lib/list-params';
import { tuitionError } from '@yzy/shared/contracts/tuition';
import { readRecommendQuery } from './recommend-query';

/** How the contract reads the URL: lib/list-params.ts with recommendQuery, what the page used before. */
const byContract = (raw: Record<string, string>) => parseListParams(recommendQuery, new URLSearchParams(raw));

/** The contract's message for a 学费 range, as TuitionRange showed it before. */
function contractTuitionError(min: number | undefined, max: number | undefined): string | null {
  const result = recommendQuery.safeParse({ batchId: 1, tuitionMin: min, tuitionMax: max });
  return result.success ? null : (result.error.issues.find((i) => String(i.path[0]).startsWith('tuition'))?.message ?? null);
}

const NUMBERS = [
  '',
  ' ',
  '0',
  '-0',
  '1',
  '2',
  '7',
  ' 7 ',
  '07',
  '7.0',
  '7.5',
  '-3',
  '1e3',
  '0x1f',
  '50',
  '51',
  '5000',
  '20000',
  'abc',
  'Infinity',
  'NaN',
  '9007199254740993',
];
const VALUES: Record<string, readonly string[]> = {
  page: NUMBERS,
  size: NUMBERS,
  batchId: ['1', '190', '191', '7.0', ' 3'],
  tier: ['all', '冲', '稳', '保', 'unrated', 'excluded', 'ALL', ''],
  provinceId: NUMBERS,
  type: ['综合', '艺术', '传媒', '大学', ''],
  nature: ['公办', '民办', '中外合作', '私立', ''],
  tag: ['985', '211', '双一流', '独立设置艺术院校', '参照执行', '986', ''],
  majorClass: ['1301', '1305', '1306', '13', ''],
  tuitionMin: NUMBERS,
  tuitionMax: NUMBERS,
  keyword: ['', '  ', '美院', ' 美院 ', 'x'.repeat(30), ` ${'x'.repeat(30)} `, 'x'.repeat(31)],
  sort: ['useful', 'line', 'probability', 'probabilityAsc', 'planCount', 'tuition', 'price', ''],
  hopeless: ['show', 'hide', ''],
  other: ['1'],
};

const urls = fc.record(
  Object.fromEntries(Object.entries(VALUES).map(([key, values]) => [key, fc.oneof(fc.constantFrom(...values), fc.string())])),
  { requiredKeys: ['batchId'] },
);

describe('reading /filling’s query without zod', () => {
  it('reads every URL as the recommend contract does', () => {
    fc.assert(
      fc.property(urls, (generated) => {
        // fc.record leaves the optional keys out (never undefined), as a URL does.
        const raw = generated as Record<string, string>;
        const expected = (() => {
          try {
            return byContract(raw);
          } catch {
            return 'refused';
          }
        })();
        const actual = (() => {
          try {
            return readRecommendQuery(raw);
          } catch {
            return 'refused';
          }
        })();
        expect(actual).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses a 学费 range with the contract’s messages', () => {
    const values = [undefined, 0, -0, 1, 5000, 20000, -1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
    for (const min of values) {
      for (const max of values) {
        expect(tuitionError(min, max), `${min} ${max}`).toBe(contractTuitionError(min, max));
      }
    }
    fc.assert(
      fc.property(fc.option(fc.double(), { nil: undefined }), fc.option(fc.double(), { nil: undefined }), (min, max) => {
        expect(tuitionError(min, max)).toBe(contractTuitionError(min, max));
      }),
    );
  });
});

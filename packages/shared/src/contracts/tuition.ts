// 学费 (yuan per year), the range filter of 模拟填报: the one owner of its rule and messages. The
// recommend contract (planning.ts) refuses with them; the filter's input and the web app's reading
// of /filling's URL take them from here without zod (docs/performance.md, front end).

export type TuitionBound = '学费下限' | '学费上限';

/** A bound that is not a number of at least 0. */
export const tuitionValueMessage = (bound: TuitionBound) => `${bound}须为不小于0的数字`;
export const TUITION_ORDER_MESSAGE = '学费下限不能高于上限';

/** A bound is valid when unset or a finite number ≥ 0. */
export const isTuitionValue = (value: number | undefined) => value === undefined || (Number.isFinite(value) && value >= 0);

/** The contract's message for a refused range (e.g. 学费下限不能高于上限), or null when it is accepted. */
export function tuitionError(min: number | undefined, max: number | undefined): string | null {
  if (!isTuitionValue(min)) {
    return tuitionValueMessage('学费下限');
  }
  if (!isTuitionValue(max)) {
    return tuitionValueMessage('学费上限');
  }
  return min !== undefined && max !== undefined && min > max ? TUITION_ORDER_MESSAGE : null;
}

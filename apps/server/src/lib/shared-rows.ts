/**
 * Rows that many answers list and nobody changes once built: 找大学's schools (the search
 * snapshot's own objects) and the rows of a recommendation (one per evaluated plan). The response
 * serializer writes such a row's JSON once per answer schema and reuses it
 * (plugins/response-serializer.ts; docs/performance.md, "Rows written once").
 *
 * Marking a row is a promise that it is never changed afterwards: a changed copy must be a new
 * object. Under tests every answer is also written afresh and compared, so a marked row changed
 * in place fails the test that shows it.
 */
const shared = new WeakSet<object>();

export function shareRow<T extends object>(row: T): T {
  shared.add(row);
  return row;
}

export function isSharedRow(value: unknown): value is object {
  return typeof value === 'object' && value !== null && shared.has(value);
}

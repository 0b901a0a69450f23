/**
 * The `?id=` of a detail page as a positive integer, or null for anything the server would refuse.
 * The server reads it with `idQuery` (z.coerce.number().int().positive()); this is the same check
 * without zod, so a detail page's first load does not download the contracts (id-param.test.ts
 * holds the two together).
 */
export function parseIdParam(value: string): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

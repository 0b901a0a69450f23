import { idQuery } from '@yzy/shared/contracts';

/** The `?id=` of a detail page as a positive integer, or null for anything the server would refuse. */
export function parseIdParam(value: string): number | null {
  const result = idQuery.safeParse({ id: value });
  return result.success ? result.data.id : null;
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/** A list page's query as it lives in the URL: every value a string or number, absent when unset. */
export type ListQuery = Record<string, string | number | undefined>;

/** The `{ content, total, page, size }` answer of every paged list. */
export interface Page<T> {
  content: T[];
  total: number;
  page: number;
  size: number;
}

/** Defaults left out of the URL so a plain /school stays plain. */
const DEFAULTS: ListQuery = { page: 1, size: 20 };

/**
 * Reads a list query from URL search params with the shared zod contract; a value the contract
 * refuses (a hand-edited ?page=abc, an unknown tag) is dropped instead of breaking the page.
 */
export function parseListParams<T extends ListQuery>(schema: z.ZodType<T>, params: URLSearchParams): T {
  const raw: Record<string, string> = Object.fromEntries(params);
  for (let attempt = 0; attempt <= Object.keys(raw).length; attempt += 1) {
    const result = schema.safeParse(raw);
    if (result.success) {
      return result.data;
    }
    result.error.issues.forEach((issue) => delete raw[String(issue.path[0])]);
  }
  return schema.parse({});
}

/** The URL form of a list query: empty values and defaults left out, keys in a stable order. */
export function toListParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  Object.keys(query)
    .sort()
    .forEach((key) => {
      const value = query[key];
      if (value !== undefined && value !== '' && value !== DEFAULTS[key]) {
        params.set(key, String(value));
      }
    });
  return params;
}

/**
 * Page state of a cached list page (docs/product-rules.md, Cached pages): filters and page live in the URL, so
 * coming back from a detail page restores them. Changing a filter goes back to page 1.
 */
export function useListParams<T extends ListQuery>(schema: z.ZodType<T>): [T, (patch: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseListParams(schema, params), [schema, params]);
  const update = useCallback(
    (patch: Partial<T>) => {
      const next: ListQuery = { ...query, page: 1, ...patch };
      // A new page starts at the top; a filter click keeps the filter panel where it was.
      setParams(toListParams(next), { preventScrollReset: !('page' in patch) });
    },
    [query, setParams],
  );
  return [query, update];
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { parseListParams } from '../../lib/list-params';

const optionalId = z.coerce.number().int().positive().optional();

/**
 * The /range page state as it lives in the URL (a cached page). Every field is optional: an
 * absent one falls back to the member's own province and category, the newest year, and the
 * page that holds the score in focus.
 */
export const rangeParamsSchema = z.object({
  provinceId: optionalId,
  /** 0 is 普通类: the province's culture tables. */
  examCategoryId: z.coerce.number().int().min(0).optional(),
  year: optionalId,
  /** Only needed when a year has more than one table of the category (物理 / 历史 groups). */
  tableId: optionalId,
  page: optionalId,
  /** The score in the look-up box. */
  score: z.coerce.number().min(0).optional(),
});

export type RangeParams = z.infer<typeof rangeParamsSchema>;

/** The URL form: set fields only, in a stable order. Unlike list pages, page 1 stays in the URL, since no page means "the page of my row". */
export function toRangeSearch(params: RangeParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of Object.keys(rangeParamsSchema.shape) as (keyof RangeParams)[]) {
    const value = params[key];
    if (value !== undefined) {
      search.set(key, String(value));
    }
  }
  return search;
}

/** What each picker keeps: a choice clears the choices below it, and the page follows the new table. */
export interface RangeParamActions {
  setProvince: (provinceId: number) => void;
  setCategory: (examCategoryId: number) => void;
  setYear: (year: number) => void;
  setTable: (tableId: number) => void;
  setPage: (page: number) => void;
  setScore: (score: number | null) => void;
  /** Back to the member's own province, category and newest table. */
  reset: () => void;
}

export function useRangeParams(): [RangeParams, RangeParamActions] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseListParams(rangeParamsSchema, search), [search]);
  // Picking keeps the reader where they are; the table scrolls its own body to the row in focus.
  const write = useCallback((next: RangeParams) => setSearch(toRangeSearch(next), { preventScrollReset: true }), [setSearch]);
  const actions = useMemo<RangeParamActions>(() => {
    const { provinceId, examCategoryId, year, tableId, score } = params;
    return {
      // Another province has other categories and another score scale: start afresh there.
      setProvince: (id) => write({ provinceId: id }),
      setCategory: (id) => write({ provinceId, examCategoryId: id, score }),
      setYear: (value) => write({ provinceId, examCategoryId, year: value, score }),
      setTable: (id) => write({ provinceId, examCategoryId, year, tableId: id, score }),
      setPage: (page) => write({ ...params, page }),
      setScore: (value) => write({ provinceId, examCategoryId, year, tableId, score: value ?? undefined }),
      reset: () => write({}),
    };
  }, [params, write]);
  return [params, actions];
}

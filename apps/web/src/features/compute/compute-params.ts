import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { parseListParams } from '../../lib/list-params';
import type { ComputeDraft } from './compute-draft';

const score = z.coerce.number().min(0).optional();

/** The numbers entered on /compute as they live in the URL (a cached page); absent ones are the member's saved numbers. */
export const computeParamsSchema = z.object({ culture: score, tests: score, chinese: score, english: score, bonus: score });

export type ComputeParams = z.infer<typeof computeParamsSchema>;

const FIELDS = Object.keys(computeParamsSchema.shape) as (keyof ComputeParams)[];

/** The URL over the saved numbers: a number in the URL wins. */
export function draftWithParams(saved: ComputeDraft, params: ComputeParams): ComputeDraft {
  const draft = { ...saved };
  FIELDS.forEach((key) => {
    draft[key] = params[key] ?? saved[key];
  });
  return draft;
}

/** Only the numbers that differ from the saved ones go in the URL, so the member's own numbers leave /compute plain. */
export function toComputeSearch(draft: ComputeDraft, saved: ComputeDraft): URLSearchParams {
  const search = new URLSearchParams();
  FIELDS.forEach((key) => {
    const value = draft[key];
    if (value !== null && value !== saved[key]) {
      search.set(key, String(value));
    }
  });
  return search;
}

export function useComputeParams(saved: ComputeDraft): [ComputeDraft, (draft: ComputeDraft) => void] {
  const [search, setSearch] = useSearchParams();
  const draft = useMemo(() => draftWithParams(saved, parseListParams(computeParamsSchema, search)), [saved, search]);
  // Typing replaces the entry instead of stacking one per keystroke in the history.
  const write = useCallback(
    (next: ComputeDraft) => {
      const nextSearch = toComputeSearch(next, saved);
      if (nextSearch.toString() !== search.toString()) {
        setSearch(nextSearch, { replace: true, preventScrollReset: true });
      }
    },
    [saved, search, setSearch],
  );
  return [draft, write];
}

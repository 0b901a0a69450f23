import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompositeBody, CompositeResponse, FormulasResponse } from '@yzy/shared/contracts';
import { get, post } from '../../lib/http';

export type { CompositeBody, CompositeResponse, FormulasResponse };

export const computeKeys = {
  all: ['compute'] as const,
  formulas: () => [...computeKeys.all, 'formulas'] as const,
  composite: (body: CompositeBody) => [...computeKeys.all, 'composite', body] as const,
};

// The result panel shows its own spinner and keeps the last answer while typing: no page overlay.
const quiet = { loading: false } as const;

/** GET compute/formulas for the member's province and category: the province formula and every school one that differs. */
export function fetchFormulas(signal?: AbortSignal): Promise<FormulasResponse> {
  return get<FormulasResponse>('/api/v1/compute/formulas', undefined, { ...quiet, signal });
}

/** POST compute/composite: composites by the province and school formulas, this year's 位次 and equivalent scores. */
export function fetchComposite(body: CompositeBody): Promise<CompositeResponse> {
  return post<CompositeResponse>('/api/v1/compute/composite', body, quiet);
}

export function useFormulas() {
  return useQuery({ queryKey: computeKeys.formulas(), queryFn: ({ signal }) => fetchFormulas(signal), staleTime: 10 * 60_000 });
}

/** Keyed by the numbers, so going back to earlier numbers answers from the cache; the previous answer stays while the next loads. */
export function useComposite(body: CompositeBody | null) {
  return useQuery({
    queryKey: computeKeys.composite(body ?? {}),
    queryFn: () => fetchComposite(body as CompositeBody),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

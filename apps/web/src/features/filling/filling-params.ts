import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { FillingBatch, RecommendQuery } from '@yzy/shared/contracts';
import { toListParams } from '../../lib/list-params';
import { readRecommendQuery } from './recommend-query';

/** Defaults left out of the URL, so a plain /filling stays plain. */
const URL_DEFAULTS: Partial<RecommendQuery> = { tier: 'all', sort: 'useful' };

/**
 * The /filling query from the URL, read as the shared contract reads it (recommend-query.ts). A missing or foreign batch
 * falls back to the first batch that has plans (or the first batch), so the page always shows one.
 */
export function parseFillingParams(params: URLSearchParams, batches: readonly FillingBatch[]): RecommendQuery {
  const raw = new URLSearchParams(params);
  const requested = Number(raw.get('batchId'));
  if (!batches.some((b) => b.id === requested)) {
    raw.set('batchId', String(defaultBatch(batches)?.id ?? 0));
  }
  return readRecommendQuery(Object.fromEntries(raw));
}

/** The batch /filling opens on: the first (in admission order) with plans of the member's category. */
export function defaultBatch(batches: readonly FillingBatch[]): FillingBatch | undefined {
  return batches.find((b) => b.planCount > 0) ?? batches[0];
}

/** The URL form of a query: defaults and empty values left out. */
export function toFillingParams(query: RecommendQuery): URLSearchParams {
  const params = toListParams(query);
  (Object.keys(URL_DEFAULTS) as (keyof RecommendQuery)[]).forEach((key) => {
    if (query[key] === URL_DEFAULTS[key]) {
      params.delete(key);
    }
  });
  return params;
}

/**
 * Page state of /filling (a cached page). Any change but the page number goes back to page 1.
 * A change builds on the last one asked for until the URL has caught up with it: a handler from the
 * render before (a tier tab clicked right after a batch tab) would otherwise carry the old batch and
 * undo the click before it.
 */
export function useFillingParams(batches: readonly FillingBatch[]): [RecommendQuery, (patch: Partial<RecommendQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseFillingParams(params, batches), [params, batches]);
  const asked = useRef<{ over: RecommendQuery; next: RecommendQuery } | null>(null);
  const update = useCallback(
    (patch: Partial<RecommendQuery>) => {
      // Once the URL has changed, `query` is a new object and the last request no longer applies.
      const base = asked.current?.over === query ? asked.current.next : query;
      const next = { ...base, page: 1, ...patch };
      asked.current = { over: query, next };
      setParams(toFillingParams(next), { preventScrollReset: !('page' in patch) });
    },
    [query, setParams],
  );
  return [query, update];
}

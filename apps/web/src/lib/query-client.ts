import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Business errors are answers, not glitches: retrying them only repeats the toast. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return !(error instanceof ApiError) && failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});

import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * A short unmeasured warm-up (JIT, connection pools, SQLite page cache), then the measured run.
 * autocannon bounds each run by duration, and a 10 s per-request timeout bounds a stuck server.
 */
export async function loadTarget(url: string, headers: Record<string, string>, options: LoadOptions): Promise<LoadResult> {
  await autocannon({ url, headers, connections: options.connections, duration: 2, timeout: 10 });
  const result = await autocannon({ url, headers, connections: options.connections, duration: options.durationSeconds, timeout: 10 });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** CPU time the measured server processes spent per answered request, in ms. */
  cpuMsPerRequest: number;
}

/** Requests sent in turn (bench/targets.ts): path and headers of each, the target's headers under them. */
export type Rotation = { path: string; headers: Record<string, string> }[];

async function once(urls: string[], headers: Record<string, string>, connections: number, duration: number, rotation?: Rotation) {
  // Several instances: the connections are split evenly, as a round-robin proxy would.
  const perUrl = Math.max(1, Math.round(connections / urls.length));
  const requests = rotation?.length ? rotatingRequests(rotation) : undefined;
  return Promise.all(urls.map((url) => autocannon({ url, headers, connections: perUrl, duration, timeout: 10, requests })));
}

/**
 * autocannon's request list for a rotation: one entry whose setup picks the next request, from one
 * counter over every connection and instance, so request n of the run is rotation[n mod length].
 */
export function rotatingRequests(rotation: Rotation): autocannon.Request[] {
  let sent = 0;
  return [
    {
      setupRequest: (request: autocannon.Request) => {
        const next = rotation[sent++ % rotation.length];
        return { ...request, path: next.path, headers: { ...request.headers, ...next.headers } };
      },
    },
  ];
}

/**
 * A short unmeasured warm-up (JIT, connection pools, SQLite page cache), then the measured run.
 * autocannon bounds each run by duration, and a 10 s per-request timeout bounds a stuck server.
 * With several URLs, requests/s add up and the p50 and p99 are the worst instance's. cpuMs reads the
 * servers' CPU clock, so the cost per request holds even when other processes share the cores.
 */
export async function loadTarget(
  urls: string[],
  headers: Record<string, string>,
  options: LoadOptions,
  cpuMs: () => number,
  rotation?: Rotation,
): Promise<LoadResult> {
  // One request each first, waited for: a cold cache (a recommendation universe) is filled and any
  // answers still owed to the previous target are sent before anything is counted.
  // (With a rotation, `urls` hold its first request's path.)
  const first = { ...headers, ...rotation?.[0]?.headers };
  await Promise.all(
    urls.map((url) => fetch(url, { headers: first, signal: AbortSignal.timeout(120_000) }).then((res) => res.arrayBuffer())),
  );
  await once(urls, headers, options.connections, 2, rotation);
  const cpuBefore = cpuMs();
  const results = await once(urls, headers, options.connections, options.durationSeconds, rotation);
  const cpuSpent = cpuMs() - cpuBefore;
  const sum = (pick: (r: (typeof results)[number]) => number) => results.reduce((acc, r) => acc + pick(r), 0);
  return {
    requestsPerSecond: sum((r) => r.requests.average),
    p50Ms: Math.max(...results.map((r) => r.latency.p50)),
    p99Ms: Math.max(...results.map((r) => r.latency.p99)),
    total: sum((r) => r.requests.total),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    cpuMsPerRequest:
      cpuSpent /
      Math.max(
        1,
        sum((r) => r.requests.total),
      ),
  };
}

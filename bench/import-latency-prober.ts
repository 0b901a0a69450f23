// The import-latency bench's prober (import-latency.ts): one request at a time, each timed and
// tagged with the phase it was sent in, and the percentiles of those times.
import { setTimeout as sleep } from 'node:timers/promises';

const PROBE_GAP_MS = 20;

interface Probe {
  phase: string;
  ms: number;
  ok: boolean;
}

/** One request at a time until `stop()`, each timed from send to the end of its body. */
export function startProber(baseUrl: string, paths: { path: string; token?: string }[]) {
  const probes: Probe[] = [];
  const firstErrors: string[] = [];
  let phase = 'idle';
  let running = true;
  const done = (async () => {
    for (let i = 0; running; i++) {
      const target = paths[i % paths.length];
      const started = performance.now();
      let ok = false;
      try {
        const res = await fetch(`${baseUrl}${target.path}`, { headers: target.token ? { authorization: target.token } : {} });
        const envelope = (await res.json()) as { status?: number; msg?: string };
        ok = res.ok && envelope.status === 200;
        if (!ok && firstErrors.length < 3) {
          firstErrors.push(`${target.path.split('?')[0]}: HTTP ${res.status} ${envelope.status} ${envelope.msg}`);
        }
      } catch (error) {
        ok = false;
        if (firstErrors.length < 3) {
          firstErrors.push(`${target.path.split('?')[0]}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      probes.push({ phase, ms: performance.now() - started, ok });
      await sleep(PROBE_GAP_MS);
    }
  })();
  return {
    set phase(next: string) {
      phase = next;
    },
    async stop(): Promise<Probe[]> {
      running = false;
      await done;
      if (firstErrors.length > 0) {
        console.log(`first failed probes: ${firstErrors.join('; ')}`);
      }
      return probes;
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

// The phone's blocking time estimated from the Chromium trace Lighthouse records, two ways: from each
// task's CPU time and from its wall time. Lighthouse's own blocking time (and so its score) is
// built from wall time; on a busy host a task also lasts while its thread waits (for a core, or for
// the browser process, as font lookups do on Linux), and the phone profile multiplies that wait
// too. The CPU-time figure is what the page's own work would block; the gap between the two is the
// host's share. Neither replaces Lighthouse's score: they say where its blocking time comes from
// (docs/performance.md, "What the host adds").

/** The fields of a Chromium trace event this file reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  /** Wall time, microseconds (complete events). */
  dur?: number;
  /** The thread's CPU time, microseconds (complete events). */
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string } };
}

/** Lighthouse counts the part of each task over 50 ms, on the phone's clock. */
const BLOCKING_THRESHOLD_MS = 50;

export interface Blocking {
  fromCpuMs: number;
  fromWallMs: number;
}

/**
 * Blocking time after the first contentful paint of `url` on the thread that loaded it, with every
 * task slowed `slowdown` times. Undefined when the trace holds no such page or paint.
 */
export function blockingFromTrace(events: readonly TraceEvent[], url: string, slowdown: number): Blocking | undefined {
  const navigation = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url).at(-1);
  if (!navigation) {
    return undefined;
  }
  const onPageThread = (e: TraceEvent) => e.pid === navigation.pid && e.tid === navigation.tid;
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && onPageThread(e) && e.ts >= navigation.ts);
  if (!paint) {
    return undefined;
  }
  const blocking = (ms: number) => Math.max(0, ms * slowdown - BLOCKING_THRESHOLD_MS);
  let fromCpuMs = 0;
  let fromWallMs = 0;
  for (const e of events) {
    if (e.name === 'RunTask' && e.ph === 'X' && onPageThread(e) && e.ts >= paint.ts) {
      fromWallMs += blocking((e.dur ?? 0) / 1000);
      fromCpuMs += blocking((e.tdur ?? e.dur ?? 0) / 1000);
    }
  }
  return { fromCpuMs: Math.round(fromCpuMs), fromWallMs: Math.round(fromWallMs) };
}

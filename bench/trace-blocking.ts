// The phone's blocking time estimated from the Chromium trace Lighthouse records, two ways: from each
// task's CPU time and from its wall time, by the rules Lighthouse's simulation (Lantern) applies:
// a task under 10 ms is left out, a longer one counts its time times the slowdown less 50 ms, and a
// task that lays out the page is slowed by half the factor. Lighthouse's own blocking time (and so
// its score) is built from wall time; on a busy host a task also lasts while its thread waits (for a
// core, or for the browser process, as font lookups do on Linux), and the phone profile multiplies
// that wait too. The CPU-time figure is what the page's own work would block; the gap between the
// two is the host's share. The long tasks themselves are listed too, so a run says which work it
// was. Neither replaces Lighthouse's score: they say where its blocking time comes from
// (docs/performance.md).

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
/** Lantern prunes shorter tasks from its graph: they cost nothing in the simulation. */
const SIGNIFICANT_TASK_MS = 10;
/** Lantern slows a task that performed layout by this share of the CPU slowdown. */
const LAYOUT_SLOWDOWN_SHARE = 0.5;
/** A style sheet parse this long names its task. */
const LONG_STYLE_PARSE_MS = 3;

/** What a long task mostly did, from the events inside it. */
export type TaskKind = 'layout' | 'style sheet' | 'module' | 'script' | 'other';

export interface LongTask {
  /** After the first contentful paint. */
  atMs: number;
  wallMs: number;
  cpuMs: number;
  kind: TaskKind;
}

export interface Blocking {
  fromCpuMs: number;
  fromWallMs: number;
  /** Every task of 10 ms or more on the clock after the first paint, in order. */
  longTasks: LongTask[];
}

function kindOf(inside: readonly TraceEvent[]): TaskKind {
  const has = (name: string, minMs = 0) => inside.some((e) => e.name === name && (e.dur ?? 0) / 1000 >= minMs);
  if (has('ParseAuthorStyleSheet', LONG_STYLE_PARSE_MS)) {
    return 'style sheet';
  }
  if (has('Layout')) {
    return 'layout';
  }
  if (has('v8.evaluateModule')) {
    return 'module';
  }
  if (['FunctionCall', 'TimerFire', 'RunMicrotasks', 'EventDispatch', 'v8.callFunction'].some((name) => has(name))) {
    return 'script';
  }
  return 'other';
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
  const spans = events.filter((e) => e.ph === 'X' && onPageThread(e)).sort((a, b) => a.ts - b.ts);
  const blocking = (ms: number, factor: number) => (ms < SIGNIFICANT_TASK_MS ? 0 : Math.max(0, ms * factor - BLOCKING_THRESHOLD_MS));
  let fromCpuMs = 0;
  let fromWallMs = 0;
  const longTasks: LongTask[] = [];
  spans.forEach((task, index) => {
    if (task.name !== 'RunTask' || task.ts < paint.ts) {
      return;
    }
    const end = task.ts + (task.dur ?? 0);
    const inside: TraceEvent[] = [];
    for (let next = index + 1; next < spans.length && spans[next].ts < end; next++) {
      inside.push(spans[next]);
    }
    const factor = inside.some((e) => e.name === 'Layout') ? slowdown * LAYOUT_SLOWDOWN_SHARE : slowdown;
    const wallMs = (task.dur ?? 0) / 1000;
    const cpuMs = (task.tdur ?? task.dur ?? 0) / 1000;
    fromWallMs += blocking(wallMs, factor);
    fromCpuMs += blocking(cpuMs, factor);
    if (wallMs >= SIGNIFICANT_TASK_MS) {
      longTasks.push({
        atMs: Math.round((task.ts - paint.ts) / 1000),
        wallMs: Math.round(wallMs),
        cpuMs: Math.round(cpuMs),
        kind: kindOf(inside),
      });
    }
  });
  return { fromCpuMs: Math.round(fromCpuMs), fromWallMs: Math.round(fromWallMs), longTasks };
}

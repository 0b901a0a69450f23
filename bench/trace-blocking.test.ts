import { describe, expect, it } from 'vitest';
import { blockingFromTrace, type TraceEvent } from './trace-blocking';

const URL = 'http://127.0.0.1:3000/school';
const PAGE = { pid: 7, tid: 1 };

const navigation = (url = URL): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  ...PAGE,
  ts: 1_000,
  args: { data: { documentLoaderURL: url } },
});
const paint: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: 100_000 };
/** A task at `ms` with the given wall and CPU time, ms. */
const task = (ms: number, wallMs: number, cpuMs: number, thread = PAGE): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts: ms * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});
/** An event `name` inside the task at `ms`, lasting `wallMs`. */
const inside = (name: string, ms: number, wallMs: number): TraceEvent => ({
  name,
  ph: 'X',
  ...PAGE,
  ts: ms * 1000 + 100,
  dur: wallMs * 1000,
});

describe('blockingFromTrace', () => {
  it("sums each task's time over 50 ms on the phone, from CPU time and from wall time, leaving out tasks under 10 ms", () => {
    const events = [navigation(), paint, task(200, 10, 10), task(300, 20, 2), task(400, 9, 9)];
    // At 8×: 80 − 50 and 160 − 50 from wall time; 80 − 50 and nothing from CPU time; a 9 ms task costs nothing (Lantern prunes it).
    expect(blockingFromTrace(events, URL, 8)).toMatchObject({ fromCpuMs: 30, fromWallMs: 140 });
  });

  it('slows a task that lays out the page by half the factor, as Lantern does', () => {
    const events = [navigation(), paint, task(200, 20, 20), inside('Layout', 200, 5)];
    // At 8×: 20 × 4 − 50.
    expect(blockingFromTrace(events, URL, 8)).toMatchObject({ fromCpuMs: 30, fromWallMs: 30 });
  });

  it('lists the tasks of 10 ms or more after the first paint, with what they mostly did', () => {
    const events = [
      navigation(),
      paint,
      task(200, 14, 12),
      inside('v8.evaluateModule', 200, 12),
      task(300, 25, 9),
      inside('FunctionCall', 300, 8),
      task(400, 18, 15),
      inside('UpdateLayoutTree', 400, 4),
      inside('Layout', 400, 6),
      task(500, 30, 6),
      inside('ParseAuthorStyleSheet', 500, 5),
      task(600, 9, 9),
      task(700, 12, 1),
    ];
    expect(blockingFromTrace(events, URL, 8)?.longTasks).toEqual([
      { atMs: 100, wallMs: 14, cpuMs: 12, kind: 'module' },
      { atMs: 200, wallMs: 25, cpuMs: 9, kind: 'script' },
      { atMs: 300, wallMs: 18, cpuMs: 15, kind: 'layout' },
      { atMs: 400, wallMs: 30, cpuMs: 6, kind: 'style sheet' },
      { atMs: 600, wallMs: 12, cpuMs: 1, kind: 'other' },
    ]);
  });

  it("leaves out tasks before the first paint and other threads' tasks", () => {
    const events = [navigation(), paint, task(50, 30, 30), task(200, 30, 30, { pid: 7, tid: 2 }), task(210, 30, 30, { pid: 9, tid: 1 })];
    expect(blockingFromTrace(events, URL, 4)).toEqual({ fromCpuMs: 0, fromWallMs: 0, longTasks: [] });
  });

  it('measures nothing from a trace without the page or its first paint', () => {
    expect(blockingFromTrace([navigation('http://127.0.0.1:3000/'), paint, task(200, 30, 30)], URL, 4)).toBeUndefined();
    expect(blockingFromTrace([navigation(), task(200, 30, 30)], URL, 4)).toBeUndefined();
  });
});

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

describe('blockingFromTrace', () => {
  it("sums each task's time over 50 ms on the phone, from CPU time and from wall time", () => {
    const events = [navigation(), paint, task(200, 10, 10), task(300, 20, 2), task(400, 4, 4)];
    // At 8×: 80 − 50 and 160 − 50 from wall time; 80 − 50 and nothing from CPU time; 32 ms blocks nothing.
    expect(blockingFromTrace(events, URL, 8)).toEqual({ fromCpuMs: 30, fromWallMs: 140 });
  });

  it("leaves out tasks before the first paint and other threads' tasks", () => {
    const events = [navigation(), paint, task(50, 30, 30), task(200, 30, 30, { pid: 7, tid: 2 }), task(210, 30, 30, { pid: 9, tid: 1 })];
    expect(blockingFromTrace(events, URL, 4)).toEqual({ fromCpuMs: 0, fromWallMs: 0 });
  });

  it('measures nothing from a trace without the page or its first paint', () => {
    expect(blockingFromTrace([navigation('http://127.0.0.1:3000/'), paint, task(200, 30, 30)], URL, 4)).toBeUndefined();
    expect(blockingFromTrace([navigation(), task(200, 30, 30)], URL, 4)).toBeUndefined();
  });
});

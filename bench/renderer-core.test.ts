import { describe, expect, it } from 'vitest';
import { parentPidFromStat, renderersOf, type ProcessEntry } from './renderer-core';

describe('renderersOf', () => {
  const processes: ProcessEntry[] = [
    { pid: 100, ppid: 1, command: '/usr/bin/chromium --headless --remote-debugging-port=9222' },
    { pid: 101, ppid: 100, command: '/usr/lib/chromium/chromium --type=zygote --no-zygote-sandbox' },
    { pid: 102, ppid: 101, command: '/usr/lib/chromium/chromium --type=zygote' },
    { pid: 103, ppid: 102, command: '/usr/lib/chromium/chromium --type=renderer --renderer-client-id=5' },
    { pid: 104, ppid: 100, command: '/usr/lib/chromium/chromium --type=gpu-process' },
    { pid: 105, ppid: 102, command: '/usr/lib/chromium/chromium --type=renderer --renderer-client-id=6' },
    // Another browser's renderer (an e2e run beside the bench) is left alone.
    { pid: 200, ppid: 1, command: '/usr/bin/chromium --headless' },
    { pid: 201, ppid: 200, command: '/usr/lib/chromium/chromium --type=renderer' },
  ];

  it("finds the browser's renderers at any depth, and nothing else", () => {
    expect(renderersOf(100, processes)).toEqual([103, 105]);
    expect(renderersOf(200, processes)).toEqual([201]);
    expect(renderersOf(999, processes)).toEqual([]);
  });
});

describe('parentPidFromStat', () => {
  it('reads the parent pid after a command name that holds spaces and parentheses', () => {
    expect(parentPidFromStat('4242 (chromium (renderer) x) S 4100 4242 4100 0 -1 4194560')).toBe(4100);
  });
});

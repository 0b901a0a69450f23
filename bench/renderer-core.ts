// Gives Chromium's renderers a core of their own during the Lighthouse runs. A phone runs the
// page's main thread on a core of its own; on this 2-core host the same core is also wanted by the
// app's server, Lighthouse's Node process and Chromium's browser and GPU processes. When one of them
// takes the core, the page's task lasts longer on the clock with no more work in it, and the phone
// profile multiplies that wait by its slowdown as if it were the page's work
// (docs/performance.md, "A core for the page"). So: everything the bench starts keeps to the last
// core, and each renderer of the launched Chromium may use every core, which leaves it the others.
// Linux only (taskset, /proc); elsewhere the runs share the cores as before and say so.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** How often new renderers are looked for; a renderer takes longer than this to start a page. */
const WATCH_INTERVAL_MS = 20;

export interface ProcessEntry {
  pid: number;
  ppid: number;
  /** The command line, arguments joined by spaces. */
  command: string;
}

/** The renderers started by the browser process `browserPid`, at any depth (they come from its zygote). */
export function renderersOf(browserPid: number, processes: readonly ProcessEntry[]): number[] {
  const parentOf = new Map(processes.map((entry) => [entry.pid, entry.ppid]));
  const descends = (pid: number) => {
    for (let current = parentOf.get(pid); current !== undefined && current > 1; current = parentOf.get(current)) {
      if (current === browserPid) {
        return true;
      }
    }
    return false;
  };
  return processes.filter((entry) => entry.command.includes('--type=renderer') && descends(entry.pid)).map((entry) => entry.pid);
}

/** The parent pid from /proc/<pid>/stat: the field after the state, which follows the command name's closing parenthesis. */
export function parentPidFromStat(stat: string): number {
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/**
 * Every process with its parent; the command line is read only for Chromium's own processes (their
 * name in /proc/<pid>/stat), since this runs every 20 ms on the core the measured load shares.
 */
function listProcesses(): ProcessEntry[] {
  const entries: ProcessEntry[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) {
      continue;
    }
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const isChromium = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).startsWith('chrom');
      const command = isChromium ? readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ') : '';
      entries.push({ pid: Number(name), ppid: parentPidFromStat(stat), command });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return entries;
}

function setAffinity(pid: number, cpus: string): void {
  // -a: every thread of the process; threads and children started later inherit it.
  execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
}

export interface RendererCore {
  /** 'own': renderers had the other cores to themselves; 'shared': no isolation (why in `reason`). */
  readonly mode: 'own' | 'shared';
  readonly reason: string;
  /** Starts widening the renderers of this browser process as they appear. */
  watch(browserPid: number): void;
  stop(): void;
}

/**
 * Call before starting the app's server and Chromium, so both inherit the last core.
 * `shared` (LH_SHARED_CORES=1) skips the isolation, for comparison with the host as it is.
 */
export function isolateRenderers(shared: boolean): RendererCore {
  const cores = availableParallelism();
  const unavailable = (reason: string): RendererCore => ({ mode: 'shared', reason, watch() {}, stop() {} });
  if (shared) {
    return unavailable('LH_SHARED_CORES is set');
  }
  if (process.platform !== 'linux' || cores < 2) {
    return unavailable(`needs Linux and 2 cores (here ${process.platform}, ${cores})`);
  }
  const last = String(cores - 1);
  try {
    setAffinity(process.pid, last);
  } catch {
    return unavailable('taskset (util-linux) did not run');
  }
  const every = `0-${last}`;
  const widened = new Set<number>();
  let timer: NodeJS.Timeout | undefined;
  return {
    mode: 'own',
    reason: `renderers on cores 0-${last}, the server, Lighthouse and Chromium's other processes on core ${last}`,
    watch(browserPid) {
      timer = setInterval(() => {
        for (const pid of renderersOf(browserPid, listProcesses())) {
          if (!widened.has(pid)) {
            widened.add(pid);
            try {
              setAffinity(pid, every);
            } catch {
              // The renderer ended before it could be widened.
            }
          }
        }
      }, WATCH_INTERVAL_MS);
    },
    stop() {
      clearInterval(timer);
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RunningServer {
  name: string;
  baseUrl: string;
  /** CPU time (user + system) the process has used so far, in ms; NaN where /proc is missing. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** Linux counts a process's CPU in clock ticks of 10 ms (USER_HZ 100) in /proc/<pid>/stat. */
const MS_PER_TICK = 10;

function cpuMsOf(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at state; utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return Number.NaN;
  }
}

let nextPort = Number(process.env.BENCH_PORT_BASE) || 0;

/** BENCH_PORT_BASE=3400 takes ports from 3400 upwards (engineers sharing a machine keep to their range); else any free port. */
export async function freePort(): Promise<number> {
  if (nextPort === 0) {
    return anyFreePort(0);
  }
  for (let attempts = 0; attempts < 50; attempts++) {
    const port = nextPort++;
    const bound = await anyFreePort(port).catch(() => 0);
    if (bound > 0) {
      return bound;
    }
  }
  throw new Error('no free port from BENCH_PORT_BASE upwards');
}

/** A port bound on loopback (0: the OS picks), closed again so the child can bind it. */
async function anyFreePort(wanted: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(wanted, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/**
 * Starts a Node child listening on 127.0.0.1:port and waits until it answers HTTP. Every target
 * runs out of process so the load generator never shares an event loop with what it measures.
 */
export async function startNodeServer(name: string, args: string[], env: NodeJS.ProcessEnv, port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr.push(chunk.toString());
    process.stderr.write(`[${name}] ${chunk.toString()}`);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: RunningServer = { name, baseUrl, cpuMs: () => cpuMsOf(child.pid), stop: () => stopChild(child) };
  try {
    // Seeding the national-size data set on a busy machine can take many minutes.
    await waitUntilUp(child, baseUrl, 900_000);
  } catch (error) {
    await server.stop();
    throw new Error(`${name} did not start: ${error instanceof Error ? error.message : String(error)}\n${stderr.join('')}`);
  }
  return server;
}

async function waitUntilUp(child: ChildProcess, baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode != null || child.signalCode != null) {
      throw new Error(`exited with ${child.exitCode ?? child.signalCode}`);
    }
    try {
      // Any HTTP answer, even a 404 envelope, means the port is served.
      await fetch(baseUrl, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`no answer within ${timeoutMs / 1000} s`);
}

/** SIGTERM (the server closes gracefully), SIGKILL if it has not gone after 5 s. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode != null || child.signalCode != null) {
    return;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

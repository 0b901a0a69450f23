import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RunningServer {
  name: string;
  baseUrl: string;
  stop(): Promise<void>;
}

/** A port the OS just handed out on loopback; closed again so the child can bind it. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
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
  const server: RunningServer = { name, baseUrl, stop: () => stopChild(child) };
  try {
    await waitUntilUp(child, baseUrl, 60_000);
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

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The first start's data load runs in a child process (seed.ts, bundled as dist/seed.mjs beside
 * this file's bundle) and its memory leaves with it; resolves when the child has loaded the data,
 * rejects when it failed. The child reads its config from `env`, like the server. A SIGINT or SIGTERM meanwhile
 * goes to the child too.
 */
export async function seedInChildProcess(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = fileURLToPath(new URL(fromSource ? './seed.ts' : './seed.mjs', import.meta.url));
  const child = spawn(process.execPath, [...(fromSource ? ['--import', 'tsx'] : ['--enable-source-maps']), entry], {
    stdio: 'inherit',
    env,
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward).on('SIGTERM', forward);
  try {
    const code = await new Promise<number>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    });
    if (code !== 0) {
      throw new Error(`the first start's data load failed (exit status ${code}): see its log above`);
    }
  } finally {
    process.off('SIGINT', forward).off('SIGTERM', forward);
  }
}

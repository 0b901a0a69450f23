import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Kysely } from 'kysely';
import { peerReach, writeFromOutside, type PeerReach } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { runImportTaskHere, type ImportTask, type ImportTaskResult } from './import-task';
import { noProgress, type ImportProgress, type ImportStage } from './progress';

/**
 * Runs import tasks (import-task.ts) off the request thread. Checking a 10 MB file of 93,000 plans
 * and measuring what it changes took 15 s of CPU and held the event loop for 30 s, so every other
 * request waited; in the worker thread (import-worker.ts) it holds nothing of the server's.
 *
 * The worker opens the database itself (db/database.ts, `peerReach`): a dry run reads a private
 * copy of a SQLite file (its rolled-back apply then takes no write lock) or its own PostgreSQL
 * connection; a commit or revert writes through its own connection while this process's writes
 * wait off the event loop (`writeFromOutside`), and this process's read caches hear of it. A
 * SQLite database in memory (the tests' default) cannot be opened by another thread: a dry run
 * then reads an image of it, and a commit or revert runs here, in this thread — the same code
 * either way, so the results are the same.
 *
 * One worker, one task at a time, in order (imports are rare, and two commits on one SQLite file
 * would only wait for each other); it stops after IDLE_MS without a task, and its memory with it.
 */
const IDLE_MS = 10_000;

interface Request {
  id: number;
  task: ImportTask;
  reach: PeerReach;
}

/** An error as it crosses threads: business errors keep their code and data (the envelope is the same). */
export type WorkerError = { app: true; code: number; message: string; data: unknown } | { app: false; message: string; stack?: string };

export type WorkerMessage =
  | { id: number; type: 'progress'; stage: ImportStage; done: number; total: number }
  | { id: number; type: 'done'; value: unknown; written: (string | null)[] }
  | { id: number; type: 'failed'; error: WorkerError };

export function errorToMessage(error: unknown): WorkerError {
  if (error instanceof AppError) {
    return { app: true, code: error.code, message: error.message, data: error.data };
  }
  return error instanceof Error ? { app: false, message: error.message, stack: error.stack } : { app: false, message: String(error) };
}

function errorFromMessage(error: WorkerError): Error {
  if (error.app) {
    return new AppError(error.code, error.message, error.data);
  }
  const rebuilt = new Error(`import worker: ${error.message}`);
  rebuilt.stack = error.stack ?? rebuilt.stack;
  return rebuilt;
}

let worker: Worker | null = null;
let idle: NodeJS.Timeout | null = null;
let nextId = 1;
let queue: Promise<unknown> = Promise.resolve();
let running = false;

/**
 * The bundle (dist/import-worker.mjs beside dist/server.mjs and dist/cli.mjs), or this folder's
 * source under tsx (development and tests), whose loader a worker thread registers for itself.
 */
function startWorker(): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = new URL(fromSource ? './import-worker.ts' : './import-worker.mjs', import.meta.url);
  let started: Worker;
  if (fromSource) {
    const tsx = pathToFileURL(
      createRequire(import.meta.url)
        .resolve('tsx/esm/api')
        .replace(/\.cjs$/, '.mjs'),
    ).href;
    const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
    started = new Worker(boot, { eval: true });
  } else {
    started = new Worker(fileURLToPath(entry));
  }
  // Between tasks the worker keeps no process alive; a server that closes ends it with itself.
  started.unref();
  const forget = () => {
    if (worker === started) {
      worker = null;
    }
  };
  started.once('error', forget).once('exit', forget);
  return started;
}

async function inWorker<T>(request: Omit<Request, 'id'>, progress: ImportProgress): Promise<{ value: T; written: (string | null)[] }> {
  if (idle) {
    clearTimeout(idle);
    idle = null;
  }
  worker ??= startWorker();
  const thread = worker;
  const id = nextId++;
  // Kept alive while it works: a command-line import has nothing else that waits.
  thread.ref();
  try {
    return await new Promise((resolve, reject) => {
      const onMessage = (message: WorkerMessage) => {
        if (message.id !== id) {
          return;
        }
        if (message.type === 'progress') {
          progress(message.stage, message.done, message.total);
          return;
        }
        cleanUp();
        if (message.type === 'done') {
          resolve({ value: message.value as T, written: message.written });
        } else {
          reject(errorFromMessage(message.error));
        }
      };
      const onError = (error: Error) => {
        cleanUp();
        reject(error);
      };
      const onExit = (code: number) => {
        cleanUp();
        reject(new Error(`the import worker stopped (exit code ${code})`));
      };
      const cleanUp = () => {
        thread.off('message', onMessage).off('error', onError).off('exit', onExit);
      };
      thread.on('message', onMessage).on('error', onError).on('exit', onExit);
      thread.postMessage({ ...request, id } satisfies Request);
    });
  } finally {
    thread.unref();
    idle = setTimeout(() => {
      if (worker === thread) {
        worker = null;
      }
      void thread.terminate();
    }, IDLE_MS);
    idle.unref();
  }
}

async function run<T extends ImportTask>(db: Kysely<Database>, task: T, progress: ImportProgress): Promise<ImportTaskResult<T>> {
  const reach = peerReach(db, task.kind === 'dryRun' ? 'copy' : 'write');
  if (!reach) {
    return runImportTaskHere(db, task, progress);
  }
  if (task.kind === 'dryRun') {
    return (await inWorker<ImportTaskResult<T>>({ task, reach }, progress)).value;
  }
  return writeFromOutside(db, () => inWorker<ImportTaskResult<T>>({ task, reach }, progress));
}

/** Runs an import task after the ones before it, in the import worker where it can reach the database. */
export function runImportTask<T extends ImportTask>(
  db: Kysely<Database>,
  task: T,
  progress: ImportProgress = noProgress,
): Promise<ImportTaskResult<T>> {
  if (running) {
    progress('queued');
  }
  const result = queue.then(async () => {
    running = true;
    try {
      return await run(db, task, progress);
    } finally {
      running = false;
    }
  });
  queue = result.catch(() => undefined);
  return result;
}

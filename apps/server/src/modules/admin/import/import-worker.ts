import { parentPort } from 'node:worker_threads';
import { openPeer } from '../../../db/database';
import { errorToMessage, type WorkerMessage } from './import-runner';
import { runImportTaskHere, type ImportTask } from './import-task';
import type { ImportProgress } from './progress';

/**
 * The import worker thread (started by import-runner.ts; bundled as dist/import-worker.mjs): runs
 * one task at a time against its own connection to the server's database, reports progress at
 * most every PROGRESS_MS, and answers the result with the tables it committed writes to.
 */
const PROGRESS_MS = 200;

const port = parentPort;
if (!port) {
  throw new Error('import-worker.ts runs as a worker thread (import-runner.ts)');
}

port.on('message', async (request: { id: number; task: ImportTask; reach: Parameters<typeof openPeer>[0] }) => {
  const post = (message: WorkerMessage) => port.postMessage(message);
  const written = new Set<string | null>();
  let sentAt = 0;
  let sentStage = '';
  const progress: ImportProgress = (stage, done = 0, total = 0) => {
    const now = Date.now();
    if (stage !== sentStage || now - sentAt >= PROGRESS_MS || done === total) {
      sentAt = now;
      sentStage = stage;
      post({ id: request.id, type: 'progress', stage, done, total });
    }
  };
  try {
    const database = openPeer(request.reach, {
      onCommittedWrites: async (tables) => {
        tables.forEach((table) => written.add(table));
      },
    });
    try {
      const value = await runImportTaskHere(database.db, request.task, progress);
      post({ id: request.id, type: 'done', value, written: [...written] });
    } finally {
      await database.close();
    }
  } catch (error) {
    post({ id: request.id, type: 'failed', error: errorToMessage(error) });
  }
});

import pino from 'pino';
import { loadConfig } from './config';
import { createDb } from './db/database';
import { prepareDatabase } from './demo/prepare';
import { seedOnStart } from './demo/seed-on-start';
import { createStore } from './providers/store';

/**
 * The first start's data load, in a process of its own: server.ts starts this (dist/seed.mjs,
 * or src/seed.ts under tsx) when the database holds no data yet, and waits for it to exit.
 * Loading the official data builds a few hundred MB of objects that a long-lived server would keep
 * as heap it never gives back; here they leave with the process, and the server starts as it
 * would on any later start. The same environment, so the same config; exit status 1 on failure.
 */
const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });
const database = createDb(config.DATABASE_URL);
// With the servers' Redis, other instances' read caches hear of these writes (db/read-cache.ts).
const store = config.REDIS_URL ? createStore(config.REDIS_URL) : null;
if (store) {
  database.shareReadCache?.(store);
}
try {
  await prepareDatabase(database.db, config);
  await seedOnStart(database.db, config, log);
} catch (error) {
  log.error({ err: error }, '首次启动的数据载入失败');
  process.exitCode = 1;
} finally {
  await store?.close();
  await database.close();
}

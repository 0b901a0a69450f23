import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb, dialectOf, sqlitePathOf } from './db/database';
import { firstSeedDue, seedOnStart } from './demo/seed-on-start';
import { seedInChildProcess } from './first-seed';
import { searchSnapshot } from './modules/search';

/** The process: load config, load a fresh database's data, build, listen, close gracefully on SIGINT/SIGTERM. */
const config = loadConfig();
// Opened (and a SQLite file locked for this server) before the data load, so a second server on
// the same file is refused at once rather than after it.
const database = createDb(config.DATABASE_URL, { serving: true });
const inMemory = dialectOf(config.DATABASE_URL) === 'sqlite' && sqlitePathOf(config.DATABASE_URL) === ':memory:';
if (!inMemory && (await firstSeedDue(database.db, config))) {
  await seedInChildProcess();
}
const { app, deps } = await buildApp(config, { database });
app.addHook('onClose', () => database.close());
// Data already loaded (by the child, or on an earlier start): checks the planning year's reference
// rows and the demo expert; a database in memory is loaded here, in this process.
await seedOnStart(deps.db, config, app.log);
// The search snapshot loaded before the first search, not during it (it also rechecks itself each minute).
await searchSnapshot(deps.db);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) {
      return;
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  `${config.APP_NAME} is serving on http://${config.HOST}:${config.PORT} (public URL ${config.PUBLIC_URL}; database: ${config.DATABASE_URL.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'}, store: ${config.REDIS_URL ? 'Redis' : 'in-process'})`,
);

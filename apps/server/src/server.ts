import { buildApp } from './app';
import { loadConfig } from './config';
import { seedOnStart } from './demo/seed-on-start';
import { searchSnapshot } from './modules/search';

/** The process: load config, build, listen, close gracefully on SIGINT/SIGTERM. */
const config = loadConfig();
const { app, deps } = await buildApp(config);
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

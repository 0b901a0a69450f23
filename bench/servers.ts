// Starting the servers the bench measures: the production bundle (SQLite, or PostgreSQL + Redis
// with several instances) and the bare-Fastify baseline, each in its own process.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startNodeServer, type RunningServer } from './processes';

const here = fileURLToPath(new URL('.', import.meta.url));
export const serverBundle = join(here, '../apps/server/dist/server.mjs');

export function assertBuilt(): void {
  if (!existsSync(serverBundle)) {
    console.error('apps/server/dist/server.mjs is missing: run `npm run build` first.');
    process.exit(1);
  }
}

/** Where the app keeps its data for one bench run. */
export type Storage = { kind: 'sqlite'; file: string } | { kind: 'postgres'; databaseUrl: string; redisUrl: string };

export interface AppOptions {
  storage: Storage;
  /**
   * `official`: the official data committed in dataset/real (the product's default; its size is
   * fixed). Absent or `generated`: the generated data set at `scale` (DEMO_SCALE).
   */
  dataSet?: 'official' | 'generated';
  scale: number;
  instances: number;
  /** Extra node flags, e.g. --cpu-prof for bench/profile.ts. */
  nodeFlags?: string[];
}

/**
 * A clean environment for one app server: no .env, console SMS, the official data (DATASET_DIR: another
 * copy of dataset/real, when set) or the generated data at the given scale. Every bench starts the app with it.
 */
export function appEnv(options: Pick<AppOptions, 'storage' | 'dataSet'> & { scale?: number }, port: number): NodeJS.ProcessEnv {
  const storage =
    options.storage.kind === 'sqlite'
      ? { DATABASE_URL: options.storage.file }
      : { DATABASE_URL: options.storage.databaseUrl, REDIS_URL: options.storage.redisUrl };
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    APP_ENV: 'demo',
    // The generated data set's size is set by DEMO_SCALE; the official one has a fixed size.
    DATA_SET: options.dataSet ?? 'generated',
    ...(options.scale === undefined ? {} : { DEMO_SCALE: String(options.scale) }),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    SMS_PROVIDER: 'console',
    // The bench logs in a few hundred members from one address (population.ts); the per-mobile limits stay.
    SMS_IP_HOURLY_CAP: '100000',
    // Another build of the web app (an A/B of two builds); by default the server's own apps/web/dist.
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    ...(process.env.DATASET_DIR ? { DATASET_DIR: process.env.DATASET_DIR } : {}),
    ...storage,
  };
}

/**
 * The app's instances, one after the other (the first seeds the database, the others find it
 * seeded). Several instances share the load through the bench's round robin over their URLs.
 */
export async function startApp(options: AppOptions): Promise<RunningServer[]> {
  const started: RunningServer[] = [];
  try {
    for (let i = 0; i < options.instances; i++) {
      const port = await freePort();
      const args = [...(options.nodeFlags ?? []), '--enable-source-maps', serverBundle];
      started.push(await startNodeServer(`app${options.instances > 1 ? i + 1 : ''}`, args, appEnv(options, port), port));
    }
  } catch (error) {
    await Promise.all(started.map((s) => s.stop()));
    throw error;
  }
  return started;
}

export async function startBaseline(): Promise<RunningServer> {
  const port = await freePort();
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(port) };
  return startNodeServer('baseline', ['--import', 'tsx', join(here, 'baseline-server.ts')], env, port);
}

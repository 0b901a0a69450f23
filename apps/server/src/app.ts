import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { withRequestLimits } from '@yzy/shared/contracts';
import type { Config } from './config';
import { createDb, type Db } from './db/database';
import { prepareDatabase } from './demo/prepare';
import type { Deps } from './deps';
import { loggerOptions } from './lib/logger';
import { createAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { clientErrorHandler } from './plugins/client-errors';
import { registerErrorHandling } from './plugins/errors';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerJsonBody } from './plugins/json-body';
import { registerWeb } from './plugins/web';
import { registerRoutes } from './routes';
import { createSmsProvider } from './providers/sms';
import type { SmsProvider } from './providers/sms/sms';
import { createStore, type Store } from './providers/store';

export interface BuildOptions {
  /** An open database to use instead of opening DATABASE_URL (tests share one per file). */
  database?: Db;
  store?: Store;
  sms?: SmsProvider;
  /** Folder of the built web app; null serves the API only. Defaults to apps/web/dist. */
  webDist?: string | null;
  /** Where logs go (tests read them to prove no mobile number or token is written). */
  logStream?: { write: (line: string) => void };
}

export interface BuiltApp {
  app: FastifyInstance;
  deps: Deps;
}

const defaultWebDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the whole server for a config: plugins and feature modules registered explicitly, database migrated. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, options.logStream),
    trustProxy: config.TRUST_PROXY,
    clientErrorHandler,
  });
  // Every route's contract also keeps the shared request limits (32-bit integers, no NUL in text).
  app.setValidatorCompiler((route) => validatorCompiler({ ...route, schema: withRequestLimits(route.schema as ZodType) }));
  app.setSerializerCompiler(responseSerializerCompiler(config.APP_ENV === 'test'));
  app.decorateRequest('member', null);
  app.decorateRequest('tokenHash', null);

  const database = options.database ?? createDb(config.DATABASE_URL, { serving: true });
  const store = options.store ?? createStore(config.REDIS_URL);
  // Before the first write, so other instances' read caches see the migrations' and seeds' writes too.
  database.shareReadCache?.(store);
  await prepareDatabase(database.db, config);
  const deps: Deps = {
    config,
    db: database.db,
    store,
    sms: options.sms ?? createSmsProvider(config, app.log),
    log: app.log,
  };
  app.addHook('onClose', async () => {
    if (!options.store) {
      await store.close();
    }
    if (!options.database) {
      await database.close();
    }
  });

  registerErrorHandling(app);
  registerJsonBody(app);
  registerSecurityHeaders(app);
  registerCompression(app);
  // The API document (operator calls included) is for development: a production server does not publish it.
  if (config.APP_ENV !== 'production') {
    await app.register(swagger, {
      openapi: {
        info: { title: `${config.APP_NAME} API`, version: '1.0.0', description: '所有接口返回 { status, msg, data }，status 200 为成功。' },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  }

  await registerRoutes(app, deps, createAuth(deps));
  await registerWeb(app, options.webDist === undefined ? (config.WEB_DIST ?? defaultWebDist) : options.webDist);
  return { app, deps };
}
